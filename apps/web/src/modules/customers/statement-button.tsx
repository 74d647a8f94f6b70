import { collectionsContract as api, manilaDate } from '@fbms/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useCollectionsT } from './collections.i18n.ts';

/** "Statement": the period, the PDF to download and, when the customer has an e-mail, sending it. */
export function StatementButton({ customer }: { customer: { id: string; email: string | null } }) {
  const t = useCollectionsT();
  const [open, setOpen] = useState(false);
  const today = manilaDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const href = `/api/customers/${customer.id}/statement.pdf?from=${from}&to=${to}`;
  const email = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await client.call(api.emailStatement, { params: { id: customer.id }, body: { from, to } });
      notify.success({ title: t('statement.title'), message: t('statement.sent', { email: r.sentTo }) });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="light" leftSection={<IconFileText size={18} />} onClick={() => setOpen(true)}>
        {t('statement.button')}
      </Button>
      {open && (
        <Modal opened onClose={() => setOpen(false)} title={t('statement.title')}>
          <Stack gap="sm">
            {error && <Alert color="red">{error}</Alert>}
            <SimpleGrid cols={2}>
              <TextInput
                type="date"
                label={t('statement.from')}
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('statement.to')}
                value={to}
                onChange={(e) => setTo(e.currentTarget.value)}
              />
            </SimpleGrid>
            {!customer.email && (
              <Text size="sm" c="dimmed">
                {t('statement.noEmail')}
              </Text>
            )}
            <Group justify="flex-end">
              {customer.email && (
                <Button variant="light" loading={busy} onClick={() => void email()}>
                  {t('statement.email', { email: customer.email })}
                </Button>
              )}
              <Button component="a" href={href} target="_blank" rel="noopener" download>
                {t('statement.download')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
