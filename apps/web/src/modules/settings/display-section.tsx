import { DASHBOARD_LAYOUTS, DENSITIES, FONT_SIZES, TOP_BAR_FLAGS } from '@fbms/domain';
import { Stack } from '@mantine/core';
import { FieldRow, SettingRadios, SettingSelect, SettingSwitch } from './setting-fields.tsx';
import { useSettingsT } from './settings.i18n.ts';
import { SettingsGroup } from './settings-group.tsx';

const ROWS_PER_PAGE = [10, 25, 50, 100, 200] as const;
const COLUMNS = [1, 2, 3, 4] as const;

export function DisplaySection() {
  const t = useSettingsT();
  return (
    <Stack gap="md">
      <SettingsGroup title={t('display.lookTitle')}>
        <SettingRadios
          path="display.density"
          label={t('display.density')}
          options={DENSITIES.map((v) => ({ value: v, label: t(`display.densities.${v}`) }))}
        />
        <SettingRadios
          path="display.fontSize"
          label={t('display.fontSize')}
          options={FONT_SIZES.map((v) => ({ value: v, label: t(`display.fontSizes.${v}`) }))}
        />
        <SettingSwitch path="display.highContrast" label={t('display.highContrast')} />
        <SettingSwitch path="display.animations" label={t('display.animations')} />
        <SettingSwitch path="display.sounds" label={t('display.sounds')} hint={t('display.soundsHint')} />
        <SettingSwitch path="display.sidebarCollapsed" label={t('display.sidebarCollapsed')} />
      </SettingsGroup>

      <SettingsGroup title={t('display.tablesTitle')} settings={['display.tableSettings']}>
        <SettingSelect
          path="display.tableSettings.rowsPerPage"
          label={t('display.rowsPerPage')}
          options={ROWS_PER_PAGE.map((n) => ({ value: n, label: String(n) }))}
        />
        <SettingSwitch path="display.tableSettings.showRowNumbers" label={t('display.showRowNumbers')} />
        <SettingSwitch
          path="display.tableSettings.stickyHeaders"
          label={t('display.stickyHeaders')}
          hint={t('display.stickyHeadersHint')}
        />
      </SettingsGroup>

      <SettingsGroup title={t('display.dashboardTitle')} settings={['display.dashboardLayout']}>
        <FieldRow>
          <SettingSelect
            path="display.dashboardLayout.layout"
            label={t('display.dashboardLayout')}
            options={DASHBOARD_LAYOUTS.map((v) => ({ value: v, label: t(`display.dashboardLayouts.${v}`) }))}
          />
          <SettingSelect
            path="display.dashboardLayout.columns"
            label={t('display.dashboardColumns')}
            options={COLUMNS.map((n) => ({ value: n, label: String(n) }))}
          />
        </FieldRow>
      </SettingsGroup>

      <SettingsGroup
        title={t('display.topBarTitle')}
        hint={t('display.topBarHint')}
        settings={['display.topBar']}
      >
        <FieldRow>
          {TOP_BAR_FLAGS.map((flag) => (
            <SettingSwitch key={flag} path={`display.topBar.${flag}`} label={t(`display.topBar.${flag}`)} />
          ))}
        </FieldRow>
      </SettingsGroup>
    </Stack>
  );
}
