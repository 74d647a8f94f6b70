import {
  marketingContract as api,
  type Campaign,
  type CampaignStatus,
  type MarketingChannel,
  SMS_MAX_PARTS,
  smsBody,
  smsLength,
} from '@fbms/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useMarketingT } from './marketing.i18n.ts';
import { marketingQueries } from './marketing.queries.ts';

const STATUS_COLOR: Record<CampaignStatus, string> = { draft: 'gray', sending: 'yellow', sent: 'green' };

/** The campaigns: the list, a new one, and one campaign's results with its Send button. */
export function CampaignsPanel() {
  const t = useMarketingT();
  const list = useQuery(marketingQueries.campaigns());
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          {t('campaigns.add')}
        </Button>
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && list.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('campaigns.none')}
        </Text>
      )}
      {list.data && list.data.items.length > 0 && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={320}>
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('campaigns.col.name')}</Table.Th>
                  <Table.Th>{t('campaigns.col.status')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('campaigns.col.results')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((c) => (
                  <Table.Tr key={c.id} style={{ cursor: 'pointer' }} onClick={() => setOpen(c.id)}>
                    <Table.Td>
                      <Button variant="subtle" size="compact-sm" px={0} onClick={() => setOpen(c.id)}>
                        {c.name}
                      </Button>
                      <Text size="xs" c="dimmed">
                        {t(`campaigns.${c.channel}`)}
                        {c.segmentName ? ` · ${c.segmentName}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[c.status]}>
                        {t(`campaigns.status.${c.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{c.status === 'draft' ? '—' : <Results c={c} />}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {creating && (
        <CampaignDialog
          onClose={(id) => {
            setCreating(false);
            if (id) setOpen(id);
          }}
        />
      )}
      {open && <CampaignDetail id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

function Results({ c }: { c: Pick<Campaign, 'results'> }) {
  const t = useMarketingT();
  return (
    <Text size="sm">
      {t('campaigns.results', c.results)}
      {c.results.queued > 0 ? t('campaigns.resultsQueued', c.results) : ''}
    </Text>
  );
}

function CampaignDialog({ onClose }: { onClose: (createdId: string | null) => void }) {
  const t = useMarketingT();
  const qc = useQueryClient();
  const segments = useQuery(marketingQueries.segments());
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<MarketingChannel>('sms');
  const [segmentId, setSegmentId] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const length = smsLength(smsBody(message, 'Juan Dela Cruz'));
  const tooLong = channel === 'sms' && length.parts > SMS_MAX_PARTS;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const c = await client.call(api.createCampaign, {
        body: { name, channel, segmentId, subject: channel === 'email' ? subject : null, message },
      });
      await qc.invalidateQueries({ queryKey: ['marketing'] });
      notify.success({ title: t('title'), message: t('campaigns.created', { name: c.name }) });
      onClose(c.id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
      setFields(err.fields);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={() => onClose(null)} title={t('campaigns.add')} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {error && <Alert color="red">{error}</Alert>}
          <TextInput
            label={t('campaigns.name')}
            required
            data-autofocus
            maxLength={80}
            value={name}
            error={fields.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('campaigns.channel')}
            </Text>
            <SegmentedControl
              value={channel}
              onChange={(v) => setChannel(v as MarketingChannel)}
              data={[
                { value: 'sms', label: t('campaigns.sms') },
                { value: 'email', label: t('campaigns.email') },
              ]}
            />
          </Stack>
          <Select
            label={t('campaigns.segment')}
            placeholder={t('campaigns.segmentPlaceholder')}
            required
            data={(segments.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={segmentId}
            error={fields.segmentId}
            onChange={setSegmentId}
          />
          {channel === 'email' && (
            <TextInput
              label={t('campaigns.subject')}
              required
              maxLength={150}
              value={subject}
              error={fields.subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
            />
          )}
          <Textarea
            label={t('campaigns.message')}
            description={t('campaigns.messageHint')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={message}
            error={fields.message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {channel === 'sms' ? (
            <Text size="xs" c={tooLong ? 'red' : 'dimmed'} data-testid="sms-counter">
              {t('campaigns.smsCounter', { length: length.length, limit: length.limit, parts: length.parts })}
              . {t('campaigns.smsOptOut')}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {t('campaigns.emailOptOut')}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => onClose(null)}>
              {t('campaigns.cancel')}
            </Button>
            <Button
              type="submit"
              loading={busy}
              disabled={!name.trim() || !message.trim() || !segmentId || tooLong}
            >
              {t('campaigns.saveDraft')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function CampaignDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useMarketingT();
  const qc = useQueryClient();
  const q = useQuery(marketingQueries.campaign(id));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const c = q.data;
  const send = async () => {
    if (!c) return;
    setBusy(true);
    setError(null);
    try {
      await client.call(api.sendCampaign, { params: { id } });
      notify.success({ title: t('title'), message: t('campaigns.sent', { name: c.name }) });
      setConfirming(false);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: ['marketing'] });
    }
  };
  const stop = async (m: { customerId: string; displayName: string }) => {
    try {
      await client.call(api.recordOptOut, { body: { customerId: m.customerId, channel: 'sms' } });
      notify.success({
        title: t('title'),
        message: t('stop.recorded', { name: m.displayName, channel: t('campaigns.sms') }),
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.message);
    }
  };
  return (
    <Modal opened onClose={onClose} title={c?.name ?? ''} size="lg">
      {q.isError && <LoadError error={q.error} onRetry={() => void q.refetch()} />}
      {q.isPending && <Loader />}
      {c && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light" color={STATUS_COLOR[c.status]}>
              {t(`campaigns.status.${c.status}`)}
            </Badge>
            <Badge variant="outline">{t(`campaigns.${c.channel}`)}</Badge>
            {c.segmentName && <Badge variant="outline">{c.segmentName}</Badge>}
          </Group>
          {c.subject && <Text fw={600}>{c.subject}</Text>}
          <Paper withBorder p="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {c.message}
            </Text>
          </Paper>
          {error && <Alert color="red">{error}</Alert>}
          {c.status === 'draft' ? (
            confirming ? (
              <Alert color="yellow">
                <Stack gap="xs">
                  <Text size="sm">
                    {t('campaigns.sendConfirm', { name: c.name, channel: t(`campaigns.${c.channel}`) })}
                  </Text>
                  <Group gap="xs">
                    <Button variant="default" onClick={() => setConfirming(false)}>
                      {t('campaigns.cancel')}
                    </Button>
                    <Button loading={busy} leftSection={<IconSend size={16} />} onClick={() => void send()}>
                      {t('campaigns.send')}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : (
              <Group>
                <Button leftSection={<IconSend size={16} />} onClick={() => setConfirming(true)}>
                  {t('campaigns.send')}
                </Button>
              </Group>
            )
          ) : (
            <>
              <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="campaign-results">
                <Figure label={t('campaigns.sentCount')} value={c.results.sent} testId="result-sent" />
                <Figure label={t('campaigns.failedCount')} value={c.results.failed} />
                <Figure label={t('campaigns.optedOutCount')} value={c.results.optedOut} />
                <Figure label={t('campaigns.queuedCount')} value={c.results.queued} />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t('campaigns.optedOutHelp')}
              </Text>
            </>
          )}
          <Text fw={600} size="sm">
            {t('campaigns.recipients')}
          </Text>
          {c.messages.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('campaigns.noRecipients')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={300}>
              <Table>
                <Table.Tbody>
                  {c.messages.map((m) => (
                    <Table.Tr key={m.customerId}>
                      <Table.Td>{m.displayName}</Table.Td>
                      <Table.Td visibleFrom="sm">{m.recipient ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge
                          size="sm"
                          variant="light"
                          color={m.status === 'sent' ? 'green' : m.status === 'failed' ? 'red' : 'gray'}
                          title={m.error ?? undefined}
                        >
                          {t(`campaigns.msgStatus.${m.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">
                        {c.channel === 'sms' && m.status === 'sent' && (
                          <Button size="compact-xs" variant="subtle" onClick={() => void stop(m)}>
                            {t('stop.button')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('campaigns.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Paper withBorder p="xs" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}
