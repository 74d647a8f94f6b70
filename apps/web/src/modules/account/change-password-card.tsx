import { changePasswordSchema } from '@fbms/domain';
import { Button, Card, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import {
  localPasswordErrors,
  localPasswordMessage,
  withLocalPasswordMessages,
} from '../../lib/password/password-errors.ts';
import { PasswordField } from '../../lib/password/password-field.tsx';
import { PasswordStrength } from '../../lib/password/password-strength.tsx';
import { sessionsQuery } from './account.queries.ts';

type ChangeValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  revokeOtherSessions: boolean;
};

const EMPTY: ChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeOtherSessions: true,
};

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resolver = zod4Resolver(changePasswordSchema);
  // The shared schema and the server say the password's problems in English; the form says them in
  // the page's language (the meter below already does).
  const form = useForm<ChangeValues>({
    initialValues: EMPTY,
    validate: (values) => localPasswordErrors(resolver(values)),
  });

  const change = useMutation({
    mutationFn: (values: ChangeValues) => api.post<unknown>('/api/auth/change-password', values),
    onSuccess: async () => {
      form.reset();
      notify.success({ title: t('account.changedTitle'), message: t('account.changedMessage') });
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'AUTH_CURRENT_PASSWORD_INCORRECT') {
        form.setFieldError('currentPassword', err.message);
        return;
      }
      if (applyFieldErrors(form, withLocalPasswordMessages(err), { password: 'newPassword' })) return;
      if (err instanceof ApiError && err.code === 'AUTH_WEAK_PASSWORD') {
        form.setFieldError('newPassword', localPasswordMessage(err.message));
        return;
      }
      notify.error({ title: t('account.changeFailed'), message: err.message || t('account.changeFailed') });
    },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('account.changePassword')}
      </Title>
      <form onSubmit={form.onSubmit((v) => change.mutate(v))} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            aria-describedby="account-password-strength"
            {...form.getInputProps('newPassword')}
          />
          <PasswordStrength password={form.values.newPassword} id="account-password-strength" />
          <PasswordField
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Checkbox
            label={t('account.revokeOthers')}
            {...form.getInputProps('revokeOtherSessions', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('account.changeSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
