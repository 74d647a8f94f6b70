import type { UserSettings } from '@fbms/domain';
import { ActionIcon, Menu, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCHEME_OF_THEME } from '../display-settings.tsx';
import { useUpdateUserSettings, useUserSettings } from '../user-settings.ts';

const OPTIONS: { value: UserSettings['theme']; icon: typeof IconSun }[] = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  { value: 'system', icon: IconDeviceDesktop },
];

/** Light, Dark or System, saved to the user's settings (and so followed on every device). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme } = useUserSettings();
  const update = useUpdateUserSettings();
  const { setColorScheme } = useMantineColorScheme();
  const Current = OPTIONS.find((o) => o.value === theme)?.icon ?? IconDeviceDesktop;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('themeToggle.label')}>
          <Current size={18} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('themeToggle.label')}</Menu.Label>
        {OPTIONS.map(({ value, icon: Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} stroke={1.7} />}
            onClick={() => {
              setColorScheme(SCHEME_OF_THEME[value]);
              update.mutate({ theme: value });
            }}
            aria-current={theme === value ? 'true' : undefined}
            fw={theme === value ? 700 : undefined}
          >
            {t(`themeToggle.${value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
