import { customersContract, dataHistoryContract, formatPeso } from '@fbms/domain';
import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconUserOff } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useDataHistoryT } from './data-history.i18n.ts';
import { dataHistoryQueries } from './data-history.queries.ts';

/** The privacy tools (Data Privacy Act): a customer's data export and anonymization, an employee's export. */
export function PrivacyTools() {
  const t = useDataHistoryT();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('privacy.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CustomerPrivacy />
        <EmployeePrivacy />
      </SimpleGrid>
    </Stack>
  );
}

function CustomerPrivacy() {
  const t = useDataHistoryT();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ['customers', 'list', { q, status: 'all', pageSize: 20, for: 'privacy' }],
    queryFn: () =>
      api.call(customersContract.listCustomers, {
        query: { ...(q ? { q } : {}), status: 'all', pageSize: 20 },
      }),
    placeholderData: keepPreviousData,
  });
  const options = (found.data?.items ?? []).map((c) => ({
    value: c.id,
    label: `${c.displayName} · ${c.customerNo}${c.balanceCentavos ? ` · ${formatPeso(c.balanceCentavos)}` : ''}`,
  }));
  if (picked && !options.some((o) => o.value === picked.id))
    options.unshift({ value: picked.id, label: picked.name });
  const anonymize = useMutation({
    mutationFn: (id: string) =>
      api.call(dataHistoryContract.anonymizeCustomer, { params: { id }, body: { confirm: true } }),
    onSuccess: (r) => {
      setConfirming(false);
      setPicked({ id: r.customerId, name: r.displayName });
      notify.success({
        title: t('privacy.anonymize'),
        message: t('privacy.anonymized', { name: r.displayName }),
      });
      void client.invalidateQueries({ queryKey: ['customers'] });
      void client.invalidateQueries({ queryKey: ['data-history'] });
    },
    onError: (e) => {
      setConfirming(false);
      setError(e instanceof ApiError ? e.message : String(e));
    },
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{t('privacy.customerTitle')}</Title>
        <Select
          label={t('privacy.customer')}
          placeholder={t('privacy.customerPlaceholder')}
          searchable
          clearable
          filter={({ options: o }) => o}
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={picked?.id ?? null}
          onChange={(v, o) => {
            setError(null);
            setPicked(v && o ? { id: v, name: o.label.split(' · ')[0] ?? o.label } : null);
          }}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('privacy.exportCustomerHelp')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            variant="default"
            leftSection={<IconDownload size={18} />}
            href={picked ? `/api/data-history/customers/${picked.id}/export` : undefined}
            download
            disabled={!picked}
          >
            {t('privacy.exportCustomer')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconUserOff size={18} />}
            disabled={!picked}
            onClick={() => setConfirming(true)}
          >
            {t('privacy.anonymize')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming && picked !== null}
        onClose={() => setConfirming(false)}
        title={t('privacy.anonymizeTitle', { name: picked?.name ?? '' })}
      >
        <Stack gap="sm">
          <Text size="sm">{t('privacy.anonymizeWhat')}</Text>
          <Text size="sm" c="dimmed">
            {t('privacy.anonymizeKept')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('privacy.cancel')}
            </Button>
            <Button
              color="red"
              loading={anonymize.isPending}
              onClick={() => picked && anonymize.mutate(picked.id)}
            >
              {t('privacy.anonymizeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function EmployeePrivacy() {
  const t = useDataHistoryT();
  const people = useQuery(dataHistoryQueries.people());
  const [id, setId] = useState<string | null>(null);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{t('privacy.employeeTitle')}</Title>
        <Select
          label={t('privacy.employee')}
          searchable
          clearable
          data={(people.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }))}
          value={id}
          onChange={setId}
        />
        <Text size="xs" c="dimmed">
          {t('privacy.exportEmployeeHelp')}
        </Text>
        <Group>
          <Button
            component="a"
            variant="default"
            leftSection={<IconDownload size={18} />}
            href={id ? `/api/data-history/employees/${encodeURIComponent(id)}/export` : undefined}
            download
            disabled={!id}
          >
            {t('privacy.exportEmployee')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
