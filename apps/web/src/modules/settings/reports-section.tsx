import { CHART_TYPES, REPORT_EXPORT_FORMATS, WEEKDAYS } from '@fbms/domain';
import { Stack } from '@mantine/core';
import {
  FieldRow,
  SettingChecklist,
  SettingNumber,
  SettingSelect,
  SettingSwitch,
  SettingTags,
  SettingText,
} from './setting-fields.tsx';
import { useSettingsT } from './settings.i18n.ts';
import { SettingsGroup } from './settings-group.tsx';

const PERIODS = ['daily', 'weekly', 'monthly', 'quarterly'] as const;

export function ReportsSection() {
  const t = useSettingsT();
  return (
    <Stack gap="md">
      <SettingsGroup title={t('reports.autoGenerateTitle')} settings={['reports.autoGenerate']}>
        <FieldRow cols={4}>
          {PERIODS.map((p) => (
            <SettingSwitch
              key={p}
              path={`reports.autoGenerate.${p}`}
              label={t(`reports.autoGenerate.${p}`)}
            />
          ))}
        </FieldRow>
      </SettingsGroup>

      <SettingsGroup title={t('reports.emailTitle')} settings={['reports.emailSchedule']}>
        <SettingSwitch path="reports.emailSchedule.enabled" label={t('reports.emailEnabled')} />
        <SettingTags
          path="reports.emailSchedule.recipients"
          label={t('reports.recipients')}
          hint={t('reports.recipientsHint')}
        />
        <FieldRow>
          <SettingText path="reports.emailSchedule.time" label={t('reports.time')} placeholder="09:00" />
          <SettingSelect
            path="reports.emailSchedule.day"
            label={t('reports.day')}
            options={WEEKDAYS.map((d) => ({ value: d, label: t(`reports.days.${d}`) }))}
          />
        </FieldRow>
      </SettingsGroup>

      <SettingsGroup
        title={t('reports.outputTitle')}
        settings={[
          'reports.exportFormats',
          'reports.includeCharts',
          'reports.chartTypes',
          'reports.dataRange',
          'reports.compression',
        ]}
      >
        <SettingChecklist
          path="reports.exportFormats"
          label={t('reports.exportFormats')}
          options={REPORT_EXPORT_FORMATS.map((f) => ({
            value: f,
            label: t(`reports.exportFormatNames.${f}`),
          }))}
        />
        <SettingSwitch path="reports.includeCharts" label={t('reports.includeCharts')} />
        <SettingChecklist
          path="reports.chartTypes"
          label={t('reports.chartTypes')}
          options={CHART_TYPES.map((c) => ({ value: c, label: t(`reports.chartTypeNames.${c}`) }))}
        />
        <SettingNumber path="reports.dataRange" label={t('reports.dataRange')} min={1} max={3650} />
        <SettingSwitch path="reports.compression" label={t('reports.compression')} />
      </SettingsGroup>
    </Stack>
  );
}
