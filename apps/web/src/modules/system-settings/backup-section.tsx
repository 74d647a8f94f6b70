import { backupSettingsSchema } from '@fbms/domain';
import { Alert, Anchor, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SectionFooter, SectionFormElement, useSectionForm } from './section-form.tsx';
import type { SystemSettingsView } from './system-settings.queries.ts';

type BackupValues = z.input<typeof backupSettingsSchema>;

const valuesOf = ({ backup }: SystemSettingsView): BackupValues => ({ ...backup });

/** The backup schedule (the backup module runs it); the rest of the backup settings are on /backup. */
export function BackupSection({ view }: { view: SystemSettingsView }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    group: 'backup',
    schema: backupSettingsSchema,
    view,
    valuesOf,
    toPatch: (values: BackupValues) => backupSettingsSchema.parse(values),
  });
  const { form } = section;
  const off = !form.values.enabled;

  return (
    <SectionFormElement onSubmit={section.submit()} label={t('systemSettings.sections.backup')}>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Stack gap={4}>
          {t('systemSettings.backup.moreOnBackup')}
          <Anchor component={Link} to="/backup">
            {t('systemSettings.backup.openBackup')}
          </Anchor>
        </Stack>
      </Alert>
      <Switch
        label={t('systemSettings.backup.enabled')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Select
          label={t('systemSettings.backup.frequency')}
          data={(['daily', 'weekly'] as const).map((v) => ({
            value: v,
            label: t(`systemSettings.backup.frequencies.${v}`),
          }))}
          allowDeselect={false}
          disabled={off}
          {...form.getInputProps('frequency')}
        />
        <TextInput
          type="time"
          label={t('systemSettings.backup.time')}
          description={t('systemSettings.backup.timeHint')}
          disabled={off}
          {...form.getInputProps('time')}
        />
        <NumberInput
          label={t('systemSettings.backup.retention')}
          suffix={t('systemSettings.backup.days')}
          min={1}
          max={3650}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          disabled={off}
          {...form.getInputProps('retention')}
          // An emptied box reads as 0, so the rule's own message ("at least 1 day") shows.
          onChange={(v) => form.setFieldValue('retention', v === '' ? 0 : Number(v))}
        />
      </SimpleGrid>
      <SectionFooter section={section as never} />
    </SectionFormElement>
  );
}
