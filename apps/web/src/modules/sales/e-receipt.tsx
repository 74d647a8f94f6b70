import { emailSchema } from '@fbms/domain';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { usePosT } from './pos.i18n.ts';
import { emailReceipt } from './sales.queries.ts';

/**
 * The e-receipt: the buyer's e-mail address and Send (the server renders the invoice as a PDF and
 * mails it), and the same PDF to download. Says honestly when the server has no mail server and the
 * message went to its outbox instead.
 */
export function EReceipt({ saleId }: { saleId: string }) {
  const t = usePosT();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) => emailReceipt(saleId, address),
    onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(to);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid Email');
      return;
    }
    setError(null);
    send.mutate(parsed.data);
  };
  const done = send.isSuccess && send.variables === to.trim() ? send.data : null;
  return (
    <form onSubmit={submit} noValidate aria-label={t('receipt.emailTitle')}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          type="email"
          label={t('receipt.emailLabel')}
          placeholder="buyer@example.com"
          value={to}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconMail size={16} />}
          loading={send.isPending}
        >
          {t('receipt.send')}
        </Button>
        <Button
          component="a"
          href={`/api/sales/${saleId}/pdf`}
          download
          variant="default"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconFileTypePdf size={16} />}
        >
          {t('receipt.pdf')}
        </Button>
      </Group>
      {done && (
        <Text size="sm" c={done.transport === 'smtp' ? 'teal' : 'orange'} mt={4} role="status">
          {done.transport === 'smtp'
            ? t('receipt.sent', { to: done.sentTo })
            : t('receipt.outbox', { to: done.sentTo })}
        </Text>
      )}
    </form>
  );
}
