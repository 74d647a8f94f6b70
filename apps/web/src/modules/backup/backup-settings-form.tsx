import { backupContract as api, type BackupSettingsView, backupSettingsInputSchema } from '@fbms/domain';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useBackupT } from './backup.i18n.ts';

interface Values {
  enabled: boolean;
  frequency: 'daily' | 'weekly';
  weekday: number;
  time: string;
  retention: number;
  destination: 'data' | 'folder' | 's3';
  folderPath: string;
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  passphrase: string;
}

const valuesOf = (v: BackupSettingsView): Values => ({
  enabled: v.enabled,
  frequency: v.frequency,
  weekday: v.weekday,
  time: v.time,
  retention: v.retention,
  destination: v.destination,
  folderPath: v.folderPath ?? '',
  endpoint: v.s3?.endpoint ?? '',
  region: v.s3?.region ?? '',
  bucket: v.s3?.bucket ?? '',
  prefix: v.s3?.prefix ?? '',
  accessKeyId: v.s3?.accessKeyId ?? '',
  secretAccessKey: '',
  passphrase: '',
});

/** The request: secrets left empty are omitted (the server keeps the stored ones). */
const toInput = (v: Values) => ({
  enabled: v.enabled,
  frequency: v.frequency,
  weekday: v.weekday,
  time: v.time,
  retention: v.retention,
  destination: v.destination,
  folderPath: v.destination === 'folder' ? v.folderPath : null,
  s3:
    v.destination === 's3'
      ? {
          endpoint: v.endpoint,
          region: v.region,
          bucket: v.bucket,
          prefix: v.prefix,
          accessKeyId: v.accessKeyId,
          ...(v.secretAccessKey ? { secretAccessKey: v.secretAccessKey } : {}),
        }
      : null,
  ...(v.passphrase ? { passphrase: v.passphrase } : {}),
});

/** Field errors of the request shape, under the form's flat names. */
const flat = (path: string) => path.replace(/^s3\./, '');

/** The backup settings: schedule, retention, destination (checked on save), passphrase. */
export function BackupSettingsForm({ view }: { view: BackupSettingsView }) {
  const t = useBackupT();
  const qc = useQueryClient();
  const resolver = zod4Resolver(backupSettingsInputSchema);
  const form = useForm<Values>({
    initialValues: valuesOf(view),
    validate: (values) =>
      Object.fromEntries(Object.entries(resolver(toInput(values) as never)).map(([k, m]) => [flat(k), m])),
  });
  const save = useMutation({
    mutationFn: (v: Values) => client.call(api.putSettings, { body: toInput(v) as never }),
    onSuccess: (next) => {
      qc.setQueryData(['backup', 'settings'], next);
      form.setValues(valuesOf(next));
      form.resetDirty(valuesOf(next));
      notify.success({ title: t('settings.saved'), message: '' });
    },
    onError: (err) => {
      if (err instanceof ApiError && Object.keys(err.fields).length)
        form.setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, m]) => [flat(k), m])));
      else form.setErrors({ destination: err.message });
    },
  });
  const v = form.values;
  const off = !v.enabled;
  return (
    <Paper withBorder p="md">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} aria-label={t('settings.title')}>
        <Stack>
          <Title order={3}>{t('settings.title')}</Title>
          <Switch label={t('settings.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('settings.frequency')}
              data={(['daily', 'weekly'] as const).map((f) => ({
                value: f,
                label: t(`settings.frequencies.${f}`),
              }))}
              allowDeselect={false}
              disabled={off}
              {...form.getInputProps('frequency')}
            />
            {v.frequency === 'weekly' && (
              <Select
                label={t('settings.weekday')}
                data={[0, 1, 2, 3, 4, 5, 6].map((d) => ({
                  value: String(d),
                  label: t(`settings.weekdays.${d}` as never),
                }))}
                allowDeselect={false}
                disabled={off}
                value={String(v.weekday)}
                onChange={(d) => form.setFieldValue('weekday', Number(d))}
              />
            )}
            <TextInput
              type="time"
              label={t('settings.time')}
              disabled={off}
              {...form.getInputProps('time')}
            />
            <NumberInput
              label={t('settings.retention')}
              description={t('settings.retentionHelp')}
              suffix={t('settings.days')}
              min={1}
              max={3650}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('retention')}
              onChange={(n) => form.setFieldValue('retention', n === '' ? 0 : Number(n))}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('settings.destination')}
            </Text>
            <Radio.Group
              aria-label={t('settings.destination')}
              value={v.destination}
              onChange={(d) => form.setFieldValue('destination', d as Values['destination'])}
            >
              <Group gap="md">
                {(['data', 'folder', 's3'] as const).map((d) => (
                  <Radio key={d} value={d} label={t(`destinations.${d}` as never)} />
                ))}
              </Group>
            </Radio.Group>
            {form.errors.destination && (
              <Text size="sm" c="red" role="alert">
                {form.errors.destination}
              </Text>
            )}
          </Stack>
          {v.destination === 'data' && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('settings.dataHelp', { folder: view.dataFolder })}
            </Text>
          )}
          {v.destination === 'folder' && (
            <TextInput
              label={t('settings.folderPath')}
              description={t('settings.folderHelp')}
              placeholder="/media/usb/backups"
              {...form.getInputProps('folderPath')}
            />
          )}
          {v.destination === 's3' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('settings.endpoint')}
                placeholder="https://…"
                {...form.getInputProps('endpoint')}
              />
              <TextInput
                label={t('settings.region')}
                placeholder="ap-southeast-1"
                {...form.getInputProps('region')}
              />
              <TextInput label={t('settings.bucket')} {...form.getInputProps('bucket')} />
              <TextInput
                label={t('settings.prefix')}
                placeholder="store1/backups"
                {...form.getInputProps('prefix')}
              />
              <TextInput
                label={t('settings.accessKeyId')}
                autoComplete="off"
                {...form.getInputProps('accessKeyId')}
              />
              <PasswordInput
                label={t('settings.secretAccessKey')}
                description={view.s3?.secretSet ? t('settings.secretSet') : undefined}
                autoComplete="new-password"
                {...form.getInputProps('secretAccessKey')}
              />
            </SimpleGrid>
          )}
          <PasswordInput
            label={t('settings.passphrase')}
            description={view.passphraseSet ? t('settings.passphraseSet') : t('settings.passphraseHelp')}
            autoComplete="new-password"
            {...form.getInputProps('passphrase')}
          />
          {view.passphraseSet && (
            <Text size="xs" c="dimmed">
              {t('settings.passphraseHelp')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
