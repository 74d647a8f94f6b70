import { SESSION_TIMEOUT_OPTIONS } from '@fbms/domain';
import { Stack } from '@mantine/core';
import { SettingSelect } from './setting-fields.tsx';
import { type SettingsT, useSettingsT } from './settings.i18n.ts';
import { SettingsGroup } from './settings-group.tsx';

export function timeoutLabel(t: SettingsT, minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0
    ? t('security.hours', { count: minutes / 60 })
    : t('security.minutes', { count: minutes });
}

/**
 * Session timeout is in force (the server reads it). The rest of the security group (password policy,
 * two-factor, allow-list) waits for its feature (setting-needs.ts) and is not shown.
 */
export function SecuritySection() {
  const t = useSettingsT();
  return (
    <Stack gap="md">
      <SettingsGroup title={t('sections.security')}>
        <SettingSelect
          path="security.sessionTimeout"
          label={t('security.sessionTimeout')}
          hint={t('security.sessionTimeoutHint')}
          options={SESSION_TIMEOUT_OPTIONS.map((m) => ({ value: m, label: timeoutLabel(t, m) }))}
        />
      </SettingsGroup>
    </Stack>
  );
}
