import { checkAccess, DEFAULT_USER_SETTINGS, type ModuleDescriptor } from '@fbms/domain';
import { Alert, Button, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allMenus, MENU_ENTRIES } from './menu-entries.ts';
import { SaveMark } from './save-mark.tsx';
import { SettingSwitch } from './setting-fields.tsx';
import { useSettingsRole } from './setting-visibility.tsx';
import { useSettingsT } from './settings.i18n.ts';
import { useSettingsEditor } from './settings-editor.tsx';
import { SettingsGroup } from './settings-group.tsx';

const GROUP_KEY = 'menuVisibility';

/** The module's name in the current language; the registry's English name until the shell adds its texts. */
function useModuleName() {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return (m: ModuleDescriptor) => translate(m.labelKey, { defaultValue: m.displayName });
}

export function MenuSection() {
  const t = useSettingsT();
  const moduleName = useModuleName();
  const editor = useSettingsEditor();
  const group = editor.stateOf(GROUP_KEY);
  const role = useSettingsRole();
  // A switch is offered for the menus this person has: landed modules their role may open.
  const opens = (m: ModuleDescriptor) =>
    m.available && role !== null && checkAccess({ role, isActive: true }, m.access).allowed;
  const entries = MENU_ENTRIES.filter((e) => e.modules.some(opens));

  const setAll = (flags: Readonly<Record<string, boolean>>) => {
    const shown = Object.fromEntries(Object.entries(flags).map(([k, v]) => [`menuVisibility.${k}`, v]));
    void editor.save(GROUP_KEY, { menuVisibility: { ...flags } }, shown);
  };

  return (
    <SettingsGroup title={t('menu.title')} hint={t('menu.hint')}>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" size="xs" onClick={() => setAll(allMenus(true))}>
          {t('menu.showAll')}
        </Button>
        <Button variant="default" size="xs" onClick={() => setAll(allMenus(false))}>
          {t('menu.hideAll')}
        </Button>
        <Button variant="default" size="xs" onClick={() => setAll(DEFAULT_USER_SETTINGS.menuVisibility)}>
          {t('menu.reset')}
        </Button>
        <SaveMark status={group.status} />
      </Group>
      {group.error && (
        <Alert color="red" variant="light" role="alert">
          {group.error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {entries.map(({ key, modules: all, locked }) => {
          const [first, ...others] = all.filter(opens);
          const also =
            others.length > 0 ? t('menu.alsoCovers', { names: others.map(moduleName).join(', ') }) : null;
          return (
            <SettingSwitch
              key={key}
              path={`menuVisibility.${key}`}
              label={first ? moduleName(first) : key}
              hint={locked ? t('menu.alwaysShown') : also}
              disabled={locked}
            />
          );
        })}
      </SimpleGrid>
    </SettingsGroup>
  );
}
