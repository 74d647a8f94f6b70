import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify.ts';
import { currentSchemeIcon } from './color-scheme-options.ts';

let dropdown: Promise<ComponentType> | undefined;
/** Fetches the menu's code once; a failed fetch is forgotten, so the next try fetches again. */
function loadDropdown(): Promise<ComponentType> {
  dropdown ??= import('./color-scheme-dropdown.tsx').then(
    (m) => m.ColorSchemeDropdown,
    (err: unknown) => {
      dropdown = undefined;
      throw err;
    },
  );
  return dropdown;
}

/**
 * Light, Dark or System (follows the device), remembered on this device. Until it is first opened this is
 * only its button: the menu's code (Mantine's Menu and its floating-element code) is fetched when the
 * pointer or the focus reaches the button, so the signed-out screens do not wait for it.
 */
export function ColorSchemeMenu() {
  const { t } = useTranslation();
  const [Dropdown, setDropdown] = useState<ComponentType | null>(null);
  if (Dropdown) return <Dropdown />;
  const open = () =>
    loadDropdown().then(
      (component) => setDropdown(() => component),
      () => notify.error({ title: t('theme.label'), message: t('api.network') }),
    );
  return <ColorSchemeButton onClick={open} onIntent={() => void loadDropdown().catch(() => undefined)} />;
}

function ColorSchemeButton({ onClick, onIntent }: { onClick: () => void; onIntent: () => void }) {
  const { t } = useTranslation();
  const { colorScheme } = useMantineColorScheme();
  const Current = currentSchemeIcon(colorScheme);
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('theme.label')}
      aria-haspopup="menu"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <Current size={18} stroke={1.7} />
    </ActionIcon>
  );
}
