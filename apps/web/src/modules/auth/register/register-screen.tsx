import { evaluatePassword, signUpSchema } from '@fbms/domain';
import { Alert, Button, Checkbox, Divider, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { AnchorLink } from '../../../lib/links.tsx';
import { notify } from '../../../lib/notify.ts';
import {
  localPasswordErrors,
  localPasswordMessage,
  withLocalPasswordMessages,
} from '../../../lib/password/password-errors.ts';
import { PasswordField } from '../../../lib/password/password-field.tsx';
import { PasswordStrength } from '../../../lib/password/password-strength.tsx';
import { setupQuery } from '../../../lib/session.ts';
import { SocialButtons } from '../social-buttons.tsx';

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

export function RegisterScreen({ search }: { search: { email?: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setup = useQuery(setupQuery);
  const form = useForm<RegisterValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: search.email ?? '',
      department: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    validate: (values) => localPasswordErrors(zod4Resolver(signUpSchema)(values)),
  });

  const signUp = useMutation({
    mutationFn: (values: RegisterValues) =>
      api.post<{ status: string; email: string }>('/api/auth/sign-up/email', {
        ...values,
        department: values.department.trim() || undefined,
      }),
    onSuccess: async (answer, values) => {
      notify.success({ title: t('register.createdTitle'), message: t('register.createdMessage') });
      await queryClient.invalidateQueries({ queryKey: setupQuery.queryKey });
      await navigate({ to: '/verify-email', search: { email: answer.email ?? values.email } });
    },
    onError: (err) => {
      if (applyFieldErrors(form, withLocalPasswordMessages(err))) return;
      if (err instanceof ApiError && err.code === 'AUTH_WEAK_PASSWORD') {
        form.setFieldError('password', localPasswordMessage(err.message));
        return;
      }
      notify.error({ title: t('register.failedTitle'), message: err.message || t('register.failedDefault') });
    },
  });

  const { password, confirmPassword } = form.values;
  const mismatch = confirmPassword.length > 0 && confirmPassword !== password;
  const ready = evaluatePassword(password).valid && password === confirmPassword;
  const owner = setup.data?.step === 'owner';

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {owner ? t('register.ownerTitle') : t('register.title')}
      </Title>
      {setup.data && (
        <Alert variant="light" color={owner ? 'field' : 'blue'} icon={<IconInfoCircle size={20} />}>
          <Text size="sm">{owner ? t('register.ownerNote') : t('register.staffNote')}</Text>
        </Alert>
      )}
      <form onSubmit={form.onSubmit((values) => signUp.mutate(values))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('fields.department')}
            autoComplete="organization-title"
            {...form.getInputProps('department')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            aria-describedby="register-password-strength"
            {...form.getInputProps('password')}
          />
          <PasswordStrength password={password} id="register-password-strength" />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
            error={form.errors.confirmPassword ?? (mismatch ? t('password.mismatch') : undefined)}
          />
          <Checkbox
            label={t('register.terms')}
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth disabled={!ready} loading={signUp.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('social.or')} labelPosition="center" />
      <SocialButtons providers={setup.data?.socialProviders} mode="register" />
      <Text size="sm" ta="center">
        {t('register.haveAccount')} <AnchorLink to="/login">{t('register.signIn')}</AnchorLink>
      </Text>
    </Stack>
  );
}
