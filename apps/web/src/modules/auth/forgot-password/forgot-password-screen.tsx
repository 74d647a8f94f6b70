import { forgotPasswordSchema } from '@fbms/domain';
import { Alert, Button, Center, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { ButtonLink } from '../../../lib/links.tsx';
import { notify } from '../../../lib/notify.ts';

export function ForgotPasswordScreen({ search }: { search: { email?: string } }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: search.email ?? '' },
    validate: zod4Resolver(forgotPasswordSchema),
  });

  const request = useMutation({
    mutationFn: (email: string) => api.post<unknown>('/api/auth/request-password-reset', { email }),
    onMutate: () => setLocked(null),
    onSuccess: (_answer, email) => setSentTo(email),
    onError: (err) => {
      if (applyFieldErrors(form, err)) return;
      if (err instanceof ApiError && (err.code === 'AUTH_ACCOUNT_LOCKED' || err.code === 'API_RATE_LIMIT')) {
        setLocked(err.message);
        return;
      }
      notify.error({ title: t('forgot.failedTitle'), message: err.message || t('forgot.failedDefault') });
    },
  });

  if (sentTo) {
    return (
      <Stack gap="md">
        <Center>
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMailForward size={32} stroke={1.6} />
          </ThemeIcon>
        </Center>
        <Title order={1} size="h2" ta="center">
          {t('forgot.sentTitle')}
        </Title>
        <Text ta="center" style={{ overflowWrap: 'anywhere' }}>
          {t('forgot.sentBody', { email: sentTo })}
        </Text>
        <ButtonLink to="/login" variant="default">
          {t('common.backToSignIn')}
        </ButtonLink>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('forgot.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('forgot.body')}
        </Text>
      </div>
      {locked && (
        <Alert variant="light" color="red" icon={<IconLock size={20} />} role="alert">
          {locked}
        </Alert>
      )}
      <form onSubmit={form.onSubmit((v) => request.mutate(v.email.trim().toLowerCase()))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={request.isPending}>
            {t('forgot.submit')}
          </Button>
          <ButtonLink to="/login" variant="subtle">
            {t('common.backToSignIn')}
          </ButtonLink>
        </Stack>
      </form>
    </Stack>
  );
}
