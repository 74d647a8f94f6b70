import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconMailCheck, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { ButtonLink } from '../../../lib/links.tsx';
import { notify } from '../../../lib/notify.ts';
import { setupQuery } from '../../../lib/session.ts';
import { ConfirmHereForm, OutboxNotice } from './no-mail-server.tsx';
import { webmailFor } from './webmail.ts';

/** How long the resend button says "Sent!" (seed 000 §2). */
export const SENT_STATE_MS = 5000;

/** Verification pending: the account cannot sign in until the link in the e-mail is opened. */
export function VerifyEmailScreen({ search }: { search: { email?: string } }) {
  const { t } = useTranslation();
  const email = search.email?.trim() || undefined;
  const setup = useQuery(setupQuery);
  // Without a mail server the message is a file on the server's computer: say where, not "check spam".
  const outbox = setup.data?.mail.transport === 'outbox' ? setup.data.mail.outboxFolder : null;
  const webmail = outbox ? null : webmailFor(email);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SENT_STATE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const resend = useMutation({
    mutationFn: (address: string) =>
      api.post<unknown>('/api/auth/send-verification-email', { email: address }),
    onSuccess: (_answer, address) => {
      setSent(true);
      notify.success({ title: t('verify.sentTitle'), message: t('verify.sentMessage', { email: address }) });
    },
    onError: (err) =>
      notify.error({ title: t('verify.failedTitle'), message: err.message || t('verify.failedDefault') }),
  });

  return (
    <Stack gap="md">
      <Center>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMailCheck size={32} stroke={1.6} />
        </ThemeIcon>
      </Center>
      <Title order={1} size="h2" ta="center">
        {t('verify.title')}
      </Title>
      <Text ta="center" style={{ overflowWrap: 'anywhere' }}>
        {email ? t('verify.body', { email }) : t('verify.bodyNoEmail')}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('verify.blocked')} {!outbox && t('verify.spam')}
      </Text>
      {outbox && <OutboxNotice folder={outbox} />}
      {email && setup.data?.confirmHere && <ConfirmHereForm email={email} />}
      <Stack gap="xs">
        {email && (
          <Button
            leftSection={<IconSend size={18} />}
            loading={resend.isPending}
            disabled={sent}
            onClick={() => resend.mutate(email)}
          >
            {sent ? t('verify.sent') : t('verify.resend')}
          </Button>
        )}
        {webmail && (
          <Button
            component="a"
            href={webmail.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            rightSection={<IconExternalLink size={16} />}
          >
            {t('verify.webmail')} ({t(`webmail.${webmail.name}`)})
          </Button>
        )}
        <ButtonLink to="/login" variant="default">
          {t('common.backToSignIn')}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
