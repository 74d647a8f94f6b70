import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import {
  patchSystemSettings,
  type SystemSettingsGroup,
  type SystemSettingsPatch,
  type SystemSettingsView,
  systemSettingsQuery,
} from './system-settings.queries.ts';

type Values = Record<string, unknown>;

/** What the last save said: nothing yet, the server confirmed it, or it was refused (and why). */
type Outcome = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

interface Options<V extends Values, G extends SystemSettingsGroup> {
  group: G;
  /** The shared rule for the group (packages/domain); it checks the form before anything is sent. */
  schema: z.ZodType;
  view: SystemSettingsView;
  /** The form's values for a server view (null → '' for inputs). */
  valuesOf: (view: SystemSettingsView) => V;
  /** The group as PATCH /api/settings/system takes it. */
  toPatch: (values: V) => NonNullable<SystemSettingsPatch[G]>;
  /** After the server confirmed the change. */
  onSaved?: (view: SystemSettingsView) => void;
}

export interface SectionForm<V extends Values> {
  form: UseFormReturnType<V>;
  outcome: Outcome;
  pending: boolean;
  /** Checks the values and sends the group. */
  save: (values: V) => void;
  /** Form submit handler: the shared rule first, then `beforeSave` (e.g. a confirmation) or save. */
  submit: (beforeSave?: (values: V) => boolean) => (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * The server's field messages for this group ("businessInfo.taxId") under the form's paths ("taxId").
 * A message about one item of a list also shows on the list's input.
 */
function applyGroupErrors(form: UseFormReturnType<Values>, err: unknown, group: string): boolean {
  if (!(err instanceof ApiError) || !err.hasFieldErrors) return false;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(err.fields)) {
    if (!field.startsWith(`${group}.`)) continue;
    const path = field.slice(group.length + 1);
    errors[path] = message;
    const list = path.replace(/\.\d+$/, '');
    if (list !== path) errors[list] ??= message;
  }
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}

/**
 * One section of the store's settings: a form driven by the group's shared schema (STYLE 4), saved on
 * its own with PATCH. "Saved" shows only after the server answered; a refusal puts the server's field
 * messages by their fields, or its message above the Save button. The other sections keep their edits.
 */
export function useSectionForm<V extends Values, G extends SystemSettingsGroup>(
  options: Options<V, G>,
): SectionForm<V> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { group, valuesOf, toPatch, onSaved } = options;
  const form = useForm<V>({
    initialValues: valuesOf(options.view),
    validate: zod4Resolver(options.schema),
  });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const mutation = useMutation({
    mutationFn: (values: V) => patchSystemSettings({ [group]: toPatch(values) } as SystemSettingsPatch),
    // One write at a time: each answer is the whole document, the last one the newest.
    scope: { id: 'settings-system' },
    onSuccess: (view) => {
      queryClient.setQueryData(systemSettingsQuery.queryKey, view);
      const next = valuesOf(view);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      setOutcome({ kind: 'saved' });
      onSaved?.(view);
    },
    onError: (err) => {
      const onFields = applyGroupErrors(form as unknown as UseFormReturnType<Values>, err, group);
      setOutcome({ kind: 'failed', message: onFields ? t('systemSettings.fixFields') : err.message });
    },
  });

  const save = (values: V) => {
    setOutcome({ kind: 'idle' });
    mutation.mutate(values);
  };

  const submit: SectionForm<V>['submit'] = (beforeSave) =>
    form.onSubmit(
      (values) => {
        if (beforeSave && !beforeSave(values)) return;
        save(values);
      },
      () => setOutcome({ kind: 'failed', message: t('systemSettings.fixFields') }),
    );

  return { form, outcome, pending: mutation.isPending, save, submit };
}

/** The section's state and its Save button. */
export function SectionFooter({ section }: { section: SectionForm<Values> }) {
  const { t } = useTranslation();
  const { outcome, form, pending } = section;
  const dirty = form.isDirty();
  return (
    <Stack gap="xs" mt="xs">
      {outcome.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert" title={t('systemSettings.notSaved')}>
          {outcome.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Text size="sm" aria-live="polite" component="div">
          {dirty && !pending && (
            <Text c="dimmed" size="sm">
              {t('systemSettings.unsaved')}
            </Text>
          )}
          {!dirty && outcome.kind === 'saved' && (
            <Group gap={4} c="green.8" data-testid="section-saved">
              <IconCheck size={16} aria-hidden />
              {t('systemSettings.saved')}
            </Group>
          )}
        </Text>
        <Button type="submit" loading={pending} disabled={!dirty}>
          {t('systemSettings.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A section's form element: the shared rule's messages show by the fields, no browser bubbles. */
export function SectionFormElement({
  onSubmit,
  children,
  label,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  label: string;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">{children}</Stack>
    </form>
  );
}
