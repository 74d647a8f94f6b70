import { signInSchema } from '@fbms/domain';
import { Alert, Button, Checkbox, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore, IconFlask, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { AnchorLink, ButtonLink } from '../../../lib/links.tsx';
import { notify } from '../../../lib/notify.ts';
import { setupQuery } from '../auth.queries.ts';
import { PasswordField } from '../password/password-field.tsx';
import { SocialButtons } from '../social-buttons.tsx';
import { EmailNotRegisteredDialog } from './email-not-registered-dialog.tsx';
import { type SignInInput, useSignIn } from './use-sign-in.ts';

export function LoginScreen({ search }: { search: { redirect?: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setup = useQuery(setupQuery);
  const { signIn, pending, notice, unregisteredEmail, closeUnregistered } = useSignIn(search.redirect);
  const form = useForm<SignInInput>({ initialValues: { email: '', password: '', rememberMe: false } });

  function submit(values: SignInInput) {
    if (!signInSchema.safeParse(values).success) {
      notify.error({ title: t('login.missingTitle'), message: t('login.missingMessage') });
      return;
    }
    signIn({ ...values, email: values.email.trim() });
  }

  const demo = useMutation({
    mutationFn: () => api.get<{ email: string; password: string }>('/api/demo/credentials'),
    onSuccess: (credentials) => {
      const values = { ...form.getValues(), email: credentials.email, password: credentials.password };
      form.setValues(values);
      submit(values);
    },
    onError: (err) => notify.error({ title: t('login.demoFailed'), message: err.message }),
  });

  const state = setup.data;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        {state?.businessName && (
          <Text c="dimmed" size="sm">
            {t('login.subtitle', { store: state.businessName })}
          </Text>
        )}
      </div>

      {state?.step === 'owner' && (
        <Alert
          variant="light"
          color="field"
          icon={<IconBuildingStore size={20} />}
          title={t('login.setupTitle')}
        >
          <Text size="sm">{t('login.setupBody')}</Text>
          <ButtonLink to="/register" mt="sm" size="sm">
            {t('login.setupAction')}
          </ButtonLink>
        </Alert>
      )}
      {setup.isError && (
        <Alert variant="light" color="yellow">
          <Text size="sm">{t('login.storeInfoFailed')}</Text>
          <Button size="xs" variant="default" mt="xs" onClick={() => void setup.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {notice && (
        <Alert
          variant="light"
          color={notice.color}
          icon={<IconLock size={20} />}
          title={notice.title}
          role="alert"
        >
          {notice.message}
        </Alert>
      )}

      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('fields.rememberMe')}
              {...form.getInputProps('rememberMe', { type: 'checkbox' })}
            />
            <AnchorLink
              to="/forgot-password"
              search={{ email: form.values.email.trim() || undefined }}
              size="sm"
            >
              {t('login.forgot')}
            </AnchorLink>
          </Group>
          <Button type="submit" fullWidth loading={pending}>
            {t('login.submit')}
          </Button>
          {state?.demo && (
            <Button
              variant="light"
              fullWidth
              leftSection={<IconFlask size={18} />}
              loading={demo.isPending}
              disabled={pending}
              onClick={() => demo.mutate()}
            >
              {t('login.demo')}
            </Button>
          )}
        </Stack>
      </form>

      <Divider label={t('social.or')} labelPosition="center" />
      <SocialButtons providers={state?.socialProviders} mode="login" />

      <Text size="sm" ta="center">
        {t('login.noAccount')} <AnchorLink to="/register">{t('login.signUp')}</AnchorLink>
      </Text>

      <EmailNotRegisteredDialog
        opened={unregisteredEmail !== null}
        onClose={closeUnregistered}
        onCreate={() => {
          const email = unregisteredEmail ?? undefined;
          closeUnregistered();
          void navigate({ to: '/register', search: { email } });
        }}
      />
    </Stack>
  );
}
