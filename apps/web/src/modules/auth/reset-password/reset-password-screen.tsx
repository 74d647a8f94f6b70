import { resetPasswordSchema } from '@fbms/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { AnchorLink, ButtonLink } from '../../../lib/links.tsx';
import { notify } from '../../../lib/notify.ts';
import {
  localPasswordErrors,
  localPasswordMessage,
  withLocalPasswordMessages,
} from '../../../lib/password/password-errors.ts';
import { PasswordField } from '../../../lib/password/password-field.tsx';
import { PasswordStrength } from '../../../lib/password/password-strength.tsx';

type ResetValues = {
  token: string;
  password: string;
  confirmPassword: string;
};

/** /reset-password?token=… (invitations add &invite=1). After success the token leaves the address. */
export function ResetPasswordScreen({ search }: { search: { token?: string; invite?: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = search.token?.trim() ?? '';
  const invite = search.invite === '1' || search.invite === 'true';
  const [invalid, setInvalid] = useState(token === '');
  const form = useForm<ResetValues>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: (values) => localPasswordErrors(zod4Resolver(resetPasswordSchema)(values)),
  });

  const reset = useMutation({
    mutationFn: (values: ResetValues) => api.post<unknown>('/api/auth/reset-password', values),
    onSuccess: async () => {
      notify.success({ title: t('reset.successTitle'), message: t('reset.successMessage') });
      // Replace, not push: the address with the token is dropped from the history too.
      await navigate({ to: '/login', replace: true });
    },
    onError: (err) => {
      if (err instanceof ApiError && (err.code === 'AUTH_RESET_TOKEN_INVALID' || 'token' in err.fields)) {
        setInvalid(true);
        return;
      }
      if (applyFieldErrors(form, withLocalPasswordMessages(err))) return;
      if (err instanceof ApiError && err.code === 'AUTH_WEAK_PASSWORD') {
        form.setFieldError('password', localPasswordMessage(err.message));
        return;
      }
      notify.error({ title: t('reset.failedTitle'), message: err.message || t('reset.failedDefault') });
    },
  });

  const title = invite ? t('reset.inviteTitle') : t('reset.title');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Seed: a password that fails the policy says "Password Too Weak" with the reasons joined (the
    // schema's own message); the checklist under the field shows them too.
    const weak = resetPasswordSchema
      .safeParse(form.getValues())
      .error?.issues.find((issue) => issue.path[0] === 'password');
    if (weak) {
      notify.error({ title: t('password.tooWeakTitle'), message: weak.message });
      return;
    }
    form.onSubmit((values) => reset.mutate(values))();
  }

  if (invalid) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Alert variant="light" color="red" icon={<IconAlertTriangle size={20} />} role="alert">
          {t('reset.invalidLink')}
        </Alert>
        <ButtonLink to="/forgot-password">{t('reset.requestNew')}</ButtonLink>
        <AnchorLink to="/login" ta="center" size="sm">
          {t('common.backToSignIn')}
        </AnchorLink>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {invite ? t('reset.inviteBody') : t('reset.body')}
        </Text>
      </div>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            aria-describedby="reset-password-strength"
            {...form.getInputProps('password')}
          />
          <PasswordStrength password={form.values.password} id="reset-password-strength" />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
