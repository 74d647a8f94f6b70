import { ActionIcon, Menu, useMantineColorScheme } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_SCHEME_OPTIONS, currentSchemeIcon } from './color-scheme-options.ts';

/**
 * The colour scheme menu itself, loaded by ColorSchemeMenu the first time someone opens it (Mantine's
 * Menu brings the floating-element code, which the sign-in page does not otherwise need). It mounts
 * open; closing it puts the focus back on its button.
 */
export function ColorSchemeDropdown() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const button = useRef<HTMLButtonElement>(null);
  const Current = currentSchemeIcon(colorScheme);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened onClose={() => button.current?.focus()}>
      <Menu.Target>
        <ActionIcon ref={button} variant="default" size="lg" aria-label={t('theme.label')}>
          <Current size={18} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('theme.label')}</Menu.Label>
        {COLOR_SCHEME_OPTIONS.map(({ value, icon: Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} stroke={1.7} />}
            onClick={() => setColorScheme(value)}
            aria-current={colorScheme === value ? 'true' : undefined}
            fw={colorScheme === value ? 700 : undefined}
          >
            {t(`theme.${value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
