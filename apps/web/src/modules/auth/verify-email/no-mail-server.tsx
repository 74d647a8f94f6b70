import { setupContract } from '@fbms/domain';
import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconFolder } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { PasswordField } from '../../../lib/password/password-field.tsx';
import { meQuery, setupQuery } from '../../../lib/session.ts';

/** Where the message went when the server has no mail server: a folder on the server's computer. */
export function OutboxNotice({ folder }: { folder: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="blue" icon={<IconFolder size={20} />} title={t('verifyLink.outboxTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('verifyLink.outboxBody')}</Text>
        <Group gap="xs" align="flex-start">
          <Code block style={{ flex: '1 1 14rem', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {folder}
          </Code>
          <CopyButton value={folder}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              >
                {copied ? t('verifyLink.copiedFolder') : t('verifyLink.copyFolder')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('verifyLink.outboxHow')}</Text>
      </Stack>
    </Alert>
  );
}

/**
 * The first account of a fresh store, at the server's own computer, without a mail server: confirm it
 * with the password just chosen, then sign in and go on to the store's details (decision 0006).
 */
export function ConfirmHereForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = useMutation({
    mutationFn: async (pw: string) => {
      await api.call(setupContract.confirmOwner, { body: { email, password: pw } });
      await api.post<unknown>('/api/auth/sign-in/email', { email, password: pw, rememberMe: false });
    },
    onSuccess: async () => {
      const [me] = await Promise.all([
        queryClient.fetchQuery({ ...meQuery, staleTime: 0 }),
        queryClient.fetchQuery({ ...setupQuery, staleTime: 0 }).catch(() => null),
      ]);
      notify.success({
        title: t('verifyLink.hereDoneTitle'),
        message: t('verifyLink.hereDoneMessage', { name: me?.user.firstName ?? email }),
      });
      await navigate({ to: '/', replace: true });
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : '';
      if (code === 'AUTH_INVALID_CREDENTIALS') setError(t('verifyLink.hereWrongPassword'));
      else if (code === 'SETUP_CONFIRM_HERE_UNAVAILABLE') setError(t('verifyLink.hereUnavailable'));
      else notify.error({ title: t('verifyLink.hereFailedTitle'), message: err.message });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (password) confirm.mutate(password);
  }

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('verifyLink.hereTitle')}
          </Title>
          <Text size="sm">{t('verifyLink.hereBody')}</Text>
          <PasswordField
            label={t('verifyLink.herePassword')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" loading={confirm.isPending} disabled={!password}>
            {t('verifyLink.hereSubmit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
