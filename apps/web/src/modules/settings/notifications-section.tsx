import {
  DELIVERY_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_FREQUENCIES,
  SETTINGS_NOTIFICATION_CATEGORIES,
} from '@fbms/domain';
import { Stack } from '@mantine/core';
import { FieldRow, SettingChecklist, SettingSelect, SettingSwitch, SettingText } from './setting-fields.tsx';
import { useSettingsT } from './settings.i18n.ts';
import { SettingsGroup } from './settings-group.tsx';

export function NotificationsSection() {
  const t = useSettingsT();
  const channels = DELIVERY_CHANNELS.map((v) => ({ value: v, label: t(`notifications.channels.${v}`) }));
  return (
    <Stack gap="md">
      <SettingsGroup
        title={t('sections.notifications')}
        settings={['notifications.enabled', 'notifications.frequency']}
      >
        <SettingSwitch
          path="notifications.enabled"
          label={t('notifications.enabled')}
          hint={t('notifications.enabledHint')}
        />
        <SettingSelect
          path="notifications.frequency"
          label={t('notifications.frequency')}
          hint={t('notifications.frequencyHint')}
          options={NOTIFICATION_FREQUENCIES.map((v) => ({
            value: v,
            label: t(`notifications.frequencies.${v}`),
          }))}
        />
      </SettingsGroup>

      <SettingsGroup
        title={t('notifications.channelsTitle')}
        hint={t('notifications.channelsHint')}
        settings={['notifications.email', 'notifications.push', 'notifications.sms']}
      >
        <SettingSwitch path="notifications.email" label={t('notifications.email')} />
        <SettingSwitch path="notifications.push" label={t('notifications.push')} />
        <SettingSwitch path="notifications.sms" label={t('notifications.sms')} />
      </SettingsGroup>

      <SettingsGroup title={t('notifications.categoriesTitle')} settings={['notifications.categories']}>
        <FieldRow>
          {SETTINGS_NOTIFICATION_CATEGORIES.map((c) => (
            <SettingSwitch
              key={c}
              path={`notifications.categories.${c}`}
              label={t(`notifications.categories.${c}`)}
            />
          ))}
        </FieldRow>
      </SettingsGroup>

      <SettingsGroup
        title={t('notifications.quietHoursTitle')}
        hint={t('notifications.quietHoursHint')}
        settings={['notifications.quietHours']}
      >
        <SettingSwitch path="notifications.quietHours.enabled" label={t('notifications.quietHours')} />
        <FieldRow>
          <SettingText
            path="notifications.quietHours.start"
            label={t('notifications.quietStart')}
            placeholder={t('notifications.timePlaceholder')}
          />
          <SettingText
            path="notifications.quietHours.end"
            label={t('notifications.quietEnd')}
            placeholder={t('notifications.timePlaceholder')}
          />
        </FieldRow>
      </SettingsGroup>

      <SettingsGroup title={t('notifications.eventsTitle')} settings={['notifications.channels']}>
        {NOTIFICATION_EVENTS.map((e) => (
          <SettingChecklist
            key={e}
            path={`notifications.channels.${e}`}
            label={t(`notifications.events.${e}`)}
            options={channels}
          />
        ))}
      </SettingsGroup>
    </Stack>
  );
}
