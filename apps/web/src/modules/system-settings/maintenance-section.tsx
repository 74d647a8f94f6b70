import { maintenanceSchema } from '@fbms/domain';
import { Alert, Button, Group, Modal, Stack, Switch, TagsInput, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFooter, SectionFormElement, useSectionForm } from './section-form.tsx';
import type { SystemSettingsView } from './system-settings.queries.ts';

type MaintenanceValues = { mode: boolean; message: string; allowedUsers: string[] };

const valuesOf = ({ maintenance: m }: SystemSettingsView): MaintenanceValues => ({
  mode: m.mode,
  message: m.message,
  allowedUsers: [...m.allowedUsers],
});

/** The message of the list itself, else of its first bad item ("allowedUsers.2"). */
function listError(errors: Record<string, unknown>, path: string): string | undefined {
  const own = errors[path];
  if (typeof own === 'string') return own;
  const item = Object.entries(errors).find(([key]) => key.startsWith(`${path}.`));
  return typeof item?.[1] === 'string' ? item[1] : undefined;
}

/**
 * Maintenance mode: while it is on, only administrators and the listed people may sign in and work.
 * Turning it on asks first, because it stops everyone else at once.
 */
export function MaintenanceSection({ view }: { view: SystemSettingsView }) {
  const { t } = useTranslation();
  const [confirming, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useState<MaintenanceValues | null>(null);
  const section = useSectionForm({
    group: 'maintenance',
    schema: maintenanceSchema,
    view,
    valuesOf,
    toPatch: (values: MaintenanceValues) => maintenanceSchema.parse(values),
  });
  const { form } = section;
  const isOn = view.maintenance.mode;

  const onSubmit = section.submit((values) => {
    if (!values.mode || isOn) return true;
    setPending(values);
    open();
    return false;
  });

  return (
    <>
      <SectionFormElement onSubmit={onSubmit} label={t('systemSettings.sections.maintenance')}>
        {isOn && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('systemSettings.maintenance.onBanner')}
          </Alert>
        )}
        <Switch
          label={t('systemSettings.maintenance.mode')}
          description={t('systemSettings.maintenance.modeHint')}
          color="orange"
          {...form.getInputProps('mode', { type: 'checkbox' })}
        />
        <Textarea
          label={t('systemSettings.maintenance.message')}
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('message')}
        />
        <TagsInput
          label={t('systemSettings.maintenance.allowedUsers')}
          description={t('systemSettings.maintenance.allowedUsersHint')}
          placeholder={t('systemSettings.maintenance.allowedUsersPlaceholder')}
          splitChars={[',', ' ', ';']}
          clearable
          {...form.getInputProps('allowedUsers')}
          error={listError(form.errors, 'allowedUsers')}
        />
        <SectionFooter section={section as never} />
      </SectionFormElement>

      <Modal
        opened={confirming}
        onClose={close}
        title={t('systemSettings.maintenance.confirmTitle')}
        centered
      >
        <Stack gap="xs">
          <Text>{t('systemSettings.maintenance.confirmBody')}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="orange"
              data-autofocus
              onClick={() => {
                close();
                if (pending) section.save(pending);
              }}
            >
              {t('systemSettings.maintenance.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
