import { DATE_FORMATS, LANGUAGES, THEMES, TIME_FORMATS } from '@fbms/domain';
import { Stack } from '@mantine/core';
import { FieldRow, ReadOnlyField, SettingRadios, SettingSelect } from './setting-fields.tsx';
import { useSettingsT } from './settings.i18n.ts';
import { useSettingsEditor } from './settings-editor.tsx';
import { SettingsGroup } from './settings-group.tsx';

/** 2026-03-31 in each date format, so the choice reads as a date. */
const EXAMPLE: Record<(typeof DATE_FORMATS)[number], string> = {
  'MM/dd/yyyy': '03/31/2026',
  'dd/MM/yyyy': '31/03/2026',
  'yyyy-MM-dd': '2026-03-31',
};

export function GeneralSection() {
  const t = useSettingsT();
  const timezone = String(useSettingsEditor().valueAt('timezone'));
  return (
    <Stack gap="md">
      <SettingsGroup title={t('sections.general')}>
        <SettingRadios
          path="theme"
          label={t('general.theme')}
          options={THEMES.map((v) => ({ value: v, label: t(`general.themes.${v}`) }))}
        />
        <FieldRow>
          <SettingSelect
            path="language"
            label={t('general.language')}
            hint={t('general.languageHint')}
            options={LANGUAGES.map((v) => ({ value: v, label: t(`general.languages.${v}`) }))}
          />
          <SettingSelect
            path="dateFormat"
            label={t('general.dateFormat')}
            options={DATE_FORMATS.map((v) => ({
              value: v,
              label: t('general.dateFormatExample', { format: v, example: EXAMPLE[v] }),
            }))}
          />
        </FieldRow>
        <SettingRadios
          path="timeFormat"
          label={t('general.timeFormat')}
          options={TIME_FORMATS.map((v) => ({ value: v, label: t(`general.timeFormats.${v}`) }))}
        />
        <FieldRow>
          <ReadOnlyField
            path="timezone"
            label={t('general.timezone')}
            value={timezone}
            hint={t('general.timezoneHint')}
          />
          <ReadOnlyField
            path="currency"
            label={t('general.currency')}
            value={t('general.currencyValue')}
            hint={t('general.currencyHint')}
          />
        </FieldRow>
      </SettingsGroup>
    </Stack>
  );
}
