import { BARCODE_FORMATS, DELIVERY_CHANNELS, MONITORING_FREQUENCIES, REORDER_METHODS } from '@fbms/domain';
import { Stack } from '@mantine/core';
import {
  FieldRow,
  SettingChecklist,
  SettingNumber,
  SettingSelect,
  SettingSwitch,
} from './setting-fields.tsx';
import { useSettingsT } from './settings.i18n.ts';
import { SettingsGroup } from './settings-group.tsx';

export function InventorySection() {
  const t = useSettingsT();
  return (
    <Stack gap="md">
      <SettingsGroup
        title={t('inventory.thresholdsTitle')}
        hint={t('inventory.thresholdsHint')}
        settings={['inventory.thresholds']}
      >
        <FieldRow>
          <SettingNumber path="inventory.thresholds.lowStock" label={t('inventory.lowStock')} min={0} />
          <SettingNumber path="inventory.thresholds.outOfStock" label={t('inventory.outOfStock')} min={0} />
          <SettingNumber path="inventory.thresholds.overStock" label={t('inventory.overStock')} min={0} />
          <SettingNumber
            path="inventory.thresholds.expiryWarning"
            label={t('inventory.expiryWarning')}
            min={0}
            max={3650}
          />
        </FieldRow>
      </SettingsGroup>

      <SettingsGroup title={t('inventory.barcodeTitle')} settings={['inventory.barcodeSettings']}>
        <SettingSwitch path="inventory.barcodeSettings.enabled" label={t('inventory.barcodeEnabled')} />
        <SettingSelect
          path="inventory.barcodeSettings.format"
          label={t('inventory.barcodeFormat')}
          options={BARCODE_FORMATS.map((v) => ({ value: v, label: t(`inventory.barcodeFormats.${v}`) }))}
        />
        <SettingSwitch
          path="inventory.barcodeSettings.autoGenerate"
          label={t('inventory.barcodeAutoGenerate')}
        />
      </SettingsGroup>

      <SettingsGroup title={t('inventory.reorderTitle')} settings={['inventory.autoReorder']}>
        <SettingSwitch path="inventory.autoReorder.enabled" label={t('inventory.autoReorder')} />
        <FieldRow cols={3}>
          <SettingSelect
            path="inventory.autoReorder.method"
            label={t('inventory.reorderMethod')}
            options={REORDER_METHODS.map((v) => ({ value: v, label: t(`inventory.reorderMethods.${v}`) }))}
          />
          <SettingNumber path="inventory.autoReorder.leadTime" label={t('inventory.leadTime')} min={0} />
          <SettingNumber
            path="inventory.autoReorder.safetyStock"
            label={t('inventory.safetyStock')}
            min={0}
          />
        </FieldRow>
      </SettingsGroup>

      <SettingsGroup title={t('inventory.monitoringTitle')} settings={['inventory.monitoring']}>
        <SettingSwitch path="inventory.monitoring.enabled" label={t('inventory.monitoring')} />
        <SettingSelect
          path="inventory.monitoring.frequency"
          label={t('inventory.monitoringFrequency')}
          options={MONITORING_FREQUENCIES.map((v) => ({
            value: v,
            label: t(`inventory.monitoringFrequencies.${v}`),
          }))}
        />
        <SettingChecklist
          path="inventory.monitoring.alertChannels"
          label={t('inventory.alertChannels')}
          options={DELIVERY_CHANNELS.map((v) => ({ value: v, label: t(`notifications.channels.${v}`) }))}
        />
      </SettingsGroup>
    </Stack>
  );
}
