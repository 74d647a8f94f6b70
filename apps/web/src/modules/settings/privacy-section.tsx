import { PROFILE_VISIBILITIES } from '@fbms/domain';
import { Stack } from '@mantine/core';
import { FieldRow, SettingNumber, SettingSelect, SettingSwitch } from './setting-fields.tsx';
import { useSettingsT } from './settings.i18n.ts';
import { SettingsGroup } from './settings-group.tsx';

export function PrivacySection() {
  const t = useSettingsT();
  return (
    <Stack gap="md">
      <SettingsGroup
        title={t('sections.privacy')}
        settings={[
          'privacy.profileVisibility',
          'privacy.activityLogging',
          'privacy.dataSharing',
          'privacy.analytics',
          'privacy.dataRetention',
        ]}
      >
        <SettingSelect
          path="privacy.profileVisibility"
          label={t('privacy.profileVisibility')}
          options={PROFILE_VISIBILITIES.map((v) => ({
            value: v,
            label: t(`privacy.profileVisibilities.${v}`),
          }))}
        />
        <SettingSwitch path="privacy.activityLogging" label={t('privacy.activityLogging')} />
        <SettingSwitch path="privacy.dataSharing" label={t('privacy.dataSharing')} />
        <SettingSwitch path="privacy.analytics" label={t('privacy.analytics')} />
        <SettingNumber path="privacy.dataRetention" label={t('privacy.dataRetention')} min={1} max={3650} />
      </SettingsGroup>
      <SettingsGroup title={t('privacy.cookiesTitle')} settings={['privacy.cookies']}>
        <FieldRow>
          <SettingSwitch
            path="privacy.cookies.essential"
            label={t('privacy.cookies.essential')}
            hint={t('privacy.essentialHint')}
            disabled
          />
          <SettingSwitch path="privacy.cookies.functional" label={t('privacy.cookies.functional')} />
          <SettingSwitch path="privacy.cookies.analytics" label={t('privacy.cookies.analytics')} />
          <SettingSwitch path="privacy.cookies.marketing" label={t('privacy.cookies.marketing')} />
        </FieldRow>
      </SettingsGroup>
    </Stack>
  );
}
