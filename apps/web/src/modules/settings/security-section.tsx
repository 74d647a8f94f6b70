import { type ReadonlyUserSettings, SESSION_TIMEOUT_OPTIONS } from '@fbms/domain';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { SettingSelect } from './setting-fields.tsx';
import { type SettingsT, useSettingsT } from './settings.i18n.ts';
import { useSettingsEditor } from './settings-editor.tsx';
import { SettingsGroup } from './settings-group.tsx';

export function timeoutLabel(t: SettingsT, minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0
    ? t('security.hours', { count: minutes / 60 })
    : t('security.minutes', { count: minutes });
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Session timeout is in force (the server reads it). The rest of the security group is stored but
 * not enforced — the store-wide rules belong to system settings — so it is shown, not edited.
 */
export function SecuritySection() {
  const t = useSettingsT();
  const security = useSettingsEditor().valueAt('security') as ReadonlyUserSettings['security'];
  const yesNo = (v: boolean) => (v ? t('security.yes') : t('security.no'));
  const onOff = (v: boolean) => (v ? t('security.on') : t('security.off'));
  const { passwordPolicy: pw, loginAttempts, twoFactorAuth, auditLog, ipWhitelist } = security;
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
      <SettingsGroup title={t('security.storedTitle')}>
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('security.storedHint')}
        </Alert>
        <Text fw={600} size="sm">
          {t('security.passwordPolicy')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Fact label={t('security.minLength')} value={String(pw.minLength)} />
          <Fact label={t('security.requireUppercase')} value={yesNo(pw.requireUppercase)} />
          <Fact label={t('security.requireLowercase')} value={yesNo(pw.requireLowercase)} />
          <Fact label={t('security.requireNumbers')} value={yesNo(pw.requireNumbers)} />
          <Fact label={t('security.requireSpecialChars')} value={yesNo(pw.requireSpecialChars)} />
          <Fact
            label={t('security.expiryDays')}
            value={pw.expiryDays === 0 ? t('security.never') : String(pw.expiryDays)}
          />
        </SimpleGrid>
        <Text fw={600} size="sm">
          {t('security.loginAttempts')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Fact label={t('security.maxAttempts')} value={String(loginAttempts.maxAttempts)} />
          <Fact label={t('security.lockoutDuration')} value={String(loginAttempts.lockoutDuration)} />
        </SimpleGrid>
        <Text fw={600} size="sm">
          {t('security.otherTitle')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Fact label={t('security.twoFactor')} value={onOff(twoFactorAuth.enabled)} />
          <Fact
            label={t('security.twoFactorMethod')}
            value={t(`security.twoFactorMethods.${twoFactorAuth.method}`)}
          />
          <Fact label={t('security.backupCodes')} value={yesNo(twoFactorAuth.backupCodes)} />
          <Fact label={t('security.auditLog')} value={onOff(auditLog.enabled)} />
          <Fact label={t('security.auditRetention')} value={String(auditLog.retention)} />
          <Fact label={t('security.ipWhitelist')} value={onOff(ipWhitelist.enabled)} />
          <Fact
            label={t('security.addresses')}
            value={ipWhitelist.addresses.length > 0 ? ipWhitelist.addresses.join(', ') : t('security.none')}
          />
        </SimpleGrid>
      </SettingsGroup>
    </Stack>
  );
}
