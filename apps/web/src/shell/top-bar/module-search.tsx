import { type ModuleDescriptor, searchModules } from '@fbms/domain';
import { Combobox, Group, Kbd, Text, TextInput, useCombobox } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_ICONS } from '../nav/module-icons.ts';
import { useModuleText } from '../nav/use-menu.ts';

/**
 * "Search modules...": the user's modules whose name or description matches, "No modules found"
 * otherwise. Ctrl+K (⌘K) focuses it from anywhere; Enter opens the highlighted (or first) match.
 */
export function ModuleSearch({
  modules,
  onNavigate,
  showShortcut = true,
}: {
  modules: ModuleDescriptor[];
  onNavigate?: () => void;
  /** The Ctrl+K hint; left out on phones, which have no keyboard shortcut. */
  showShortcut?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useModuleText();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const found = searchModules(query, modules, text);

  useHotkeys([['mod+K', () => input.current?.focus()]], []);

  const go = (id: string) => {
    const m = modules.find((x) => x.id === id);
    if (!m) return;
    setQuery('');
    combobox.closeDropdown();
    input.current?.blur();
    onNavigate?.();
    void navigate({ to: m.path });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={go} withinPortal>
      <Combobox.Target>
        <TextInput
          ref={input}
          value={query}
          placeholder={t('topBar.search')}
          aria-label={t('topBar.searchLabel')}
          leftSection={<IconSearch size={16} stroke={1.7} aria-hidden />}
          rightSection={query || !showShortcut ? null : <Kbd size="xs">{t('topBar.searchHint')}</Kbd>}
          rightSectionWidth={56}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && combobox.getSelectedOptionIndex() < 0 && found[0]) {
              e.preventDefault();
              go(found[0].id);
            }
            if (e.key === 'Escape') setQuery('');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!query.trim()}>
        <Combobox.Options>
          {found.length === 0 ? (
            <Combobox.Empty>{t('topBar.noModules')}</Combobox.Empty>
          ) : (
            found.map((m) => {
              const Icon = MODULE_ICONS[m.icon];
              const { name, description } = text(m);
              return (
                <Combobox.Option value={m.id} key={m.id}>
                  <Group gap="sm" wrap="nowrap">
                    <Icon size={18} stroke={1.7} aria-hidden />
                    <div>
                      <Text size="sm" fw={600}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {description}
                      </Text>
                    </div>
                  </Group>
                </Combobox.Option>
              );
            })
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
