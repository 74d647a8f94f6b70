import { type AdminDashboard, type AdminSession, adminDashboardContract } from '@fbms/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '../../lib/api.ts';
import { describeDevice } from '../../lib/describe-device.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { formatBytes, useAdminDashboardT } from './admin-dashboard.i18n.ts';
import { adminDashboardQueries } from './admin-dashboard.queries.ts';

type T = ReturnType<typeof useAdminDashboardT>;

/** /admin: the system's health for administrators, read again every 30 seconds. */
export function AdminDashboardScreen() {
  const t = useAdminDashboardT();
  const query = useQuery(adminDashboardQueries.dashboard());
  const d = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
          {d && (
            <Text size="xs" c="dimmed">
              {t('updated', { when: formatDateTime(d.at) })}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('refresh')}
        </Button>
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Dashboard d={query.data} t={t} />
      )}
    </Stack>
  );
}

function Stat({ label, value, tone }: { label: string; value: ReactNode; tone?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} c={tone}>
        {value}
      </Text>
    </Group>
  );
}

function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}

function Dashboard({ d, t }: { d: AdminDashboard; t: T }) {
  const m = d.database.migrations;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Tile title={t('users.title')}>
          <Stat label={t('users.active')} value={d.users.active} />
          <Stat label={t('users.inactive')} value={d.users.inactive} />
          <Stat
            label={t('users.pending')}
            value={d.users.pending}
            tone={d.users.pending > 0 ? 'orange' : undefined}
          />
        </Tile>
        <Tile title={t('signIns.title')}>
          <Stat label={t('signIns.succeeded')} value={d.signIns.succeeded} />
          <Stat
            label={t('signIns.failed')}
            value={d.signIns.failed}
            tone={d.signIns.failed > 0 ? 'orange' : undefined}
          />
          <Stat
            label={t('signIns.lockouts')}
            value={d.signIns.lockouts}
            tone={d.signIns.lockouts > 0 ? 'red' : undefined}
          />
        </Tile>
        <Tile title={t('errors.title')}>
          <Text fw={700} size="xl" c={d.errors.last24h > 0 ? 'red' : undefined}>
            {t('errors.count', { count: d.errors.last24h })}
          </Text>
          <Bars
            label={t('errors.perHour')}
            values={d.errors.perHour.map((h) => ({
              key: h.hour,
              value: h.count,
              title: `${formatDateTime(h.hour)}: ${h.count}`,
            }))}
            color="var(--mantine-color-red-6)"
          />
        </Tile>
        <Tile title={t('database.title')}>
          <Text size="sm">{t(`database.${d.database.kind}`)}</Text>
          <Stat label={t('database.size')} value={formatBytes(d.database.sizeBytes)} />
          <Text size="xs" c="dimmed">
            {t('database.version', { version: d.database.serverVersion })}
          </Text>
          <Text size="xs" c={m.applied === m.expected ? 'dimmed' : 'red'}>
            {m.applied === m.expected
              ? t('database.migrations', { applied: m.applied, expected: m.expected })
              : t('database.migrationsMissing')}
          </Text>
        </Tile>
        <Tile title={t('backups.title')}>
          <Text size="sm" fw={600}>
            {t('backups.last')}
          </Text>
          <Text size="sm">
            {d.backups.last
              ? `${formatDateTime(d.backups.last.at)} · ${t(`backups.kinds.${d.backups.last.kind as 'manual'}`)} · ${t(`backups.statuses.${d.backups.last.status as 'done'}`)}${d.backups.last.sizeBytes === null ? '' : ` · ${formatBytes(d.backups.last.sizeBytes)}`}`
              : t('noneYet')}
          </Text>
          <Text size="sm" fw={600}>
            {t('backups.lastDrill')}
          </Text>
          <Text size="sm" c={d.backups.lastDrill?.status === 'failed' ? 'red' : undefined}>
            {d.backups.lastDrill
              ? `${formatDateTime(d.backups.lastDrill.at)} · ${t(`backups.statuses.${d.backups.lastDrill.status as 'passed'}`)}`
              : t('noneYet')}
          </Text>
        </Tile>
        <Tile title={t('system.title')}>
          <Text size="sm">{t('system.app', { version: d.versions.app })}</Text>
          <Text size="sm">{t('system.node', { version: d.versions.node })}</Text>
          <Text size="sm">
            {d.disk
              ? t('system.disk', {
                  free: formatBytes(d.disk.freeBytes),
                  total: formatBytes(d.disk.totalBytes),
                })
              : t('system.diskUnknown')}
          </Text>
          <Text size="sm">
            {d.mail.transport === 'smtp'
              ? t('system.mailSmtp')
              : t('system.mailOutbox', { count: d.mail.outboxCount ?? 0 })}
          </Text>
          <Text size="sm">{t('system.live', { count: d.live.connections })}</Text>
        </Tile>
        <Growth d={d} t={t} />
      </SimpleGrid>
      <Sessions sessions={d.sessions} t={t} />
      <SignInTrouble d={d} t={t} />
      <ServerErrors d={d} t={t} />
      <Jobs d={d} t={t} />
    </Stack>
  );
}

/** A row of small bars (no chart library): each bar's height is its share of the largest value. */
function Bars({
  label,
  values,
  color,
}: {
  label: string;
  values: { key: string; value: number; title: string }[];
  color: string;
}) {
  const max = Math.max(1, ...values.map((v) => v.value));
  return (
    <Group gap={2} align="flex-end" h={40} wrap="nowrap" role="img" aria-label={label}>
      {values.map((v) => (
        <Tooltip key={v.key} label={v.title} withinPortal>
          <Box
            style={{
              flex: 1,
              minWidth: 2,
              height: `${Math.max(4, (v.value / max) * 100)}%`,
              background: v.value > 0 ? color : 'var(--mantine-color-default-border)',
              borderRadius: 2,
            }}
          />
        </Tooltip>
      ))}
    </Group>
  );
}

function Growth({ d, t }: { d: AdminDashboard; t: T }) {
  const g = d.database.growth;
  const first = g[0];
  return (
    <Tile title={t('database.growthTitle')}>
      {g.length < 2 || !first ? (
        <Text size="sm" c="dimmed">
          {t('database.growthNone')}
        </Text>
      ) : (
        <>
          <Text size="sm">
            {t('database.growthChange', {
              from: formatBytes(first.bytes),
              fromDay: first.day,
              to: formatBytes(d.database.sizeBytes),
            })}
          </Text>
          <Bars
            label={t('database.growthTitle')}
            values={g.map((s) => ({
              key: s.day,
              value: s.bytes,
              title: `${s.day}: ${formatBytes(s.bytes)}`,
            }))}
            color="var(--mantine-color-blue-6)"
          />
        </>
      )}
    </Tile>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h5">
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      <Box mt="sm">{children}</Box>
    </Card>
  );
}

function Sessions({ sessions, t }: { sessions: AdminSession[]; t: T }) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: (s: AdminSession) => api.call(adminDashboardContract.endSession, { params: { id: s.id } }),
    onSuccess: async (_r, s) => {
      notify.success({ title: t('sessions.ended'), message: t('sessions.endedMessage', { name: s.name }) });
      await queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
    },
    onError: async (err) => {
      notify.error({ title: t('sessions.endFailed'), message: err.message });
      await queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
    },
  });
  const device = (ua: string | null) => {
    const { browser, os } = describeDevice(ua);
    return browser && os
      ? t('sessions.device2', { browser, os })
      : (browser ?? os ?? t('sessions.unknownDevice'));
  };
  return (
    <Section title={t('sessions.title')} hint={t('sessions.hint')}>
      {/* A block per session (not a table): at 360 px the End session button stays in view. */}
      <Stack gap={0}>
        {sessions.map((s, i) => (
          <Group
            key={s.id}
            data-session={s.id}
            justify="space-between"
            align="flex-start"
            gap="sm"
            py="sm"
            style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Stack gap={0} miw={0} style={{ flex: '1 1 16rem' }}>
              <Text size="sm" fw={600}>
                {s.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {s.email} · {s.role}
              </Text>
              <Text size="xs">
                {device(s.userAgent)}
                {s.ipAddress ? ` · ${t('sessions.ip')} ${s.ipAddress}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {t('sessions.lastActive')} {formatDateTime(s.lastActiveAt)} · {t('sessions.signedIn')}{' '}
                {formatDateTime(s.createdAt)}
              </Text>
            </Stack>
            {s.current ? (
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {t('sessions.thisSession')}
              </Badge>
            ) : (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                ml="auto"
                style={{ flexShrink: 0 }}
                aria-label={t('sessions.endFor', { name: s.name })}
                loading={end.isPending && end.variables?.id === s.id}
                onClick={() => end.mutate(s)}
              >
                {t('sessions.end')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function SignInTrouble({ d, t }: { d: AdminDashboard; t: T }) {
  return (
    <Section title={t('signIns.recentTitle')}>
      {d.signIns.recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('signIns.recentNone')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('signIns.when')}</Table.Th>
                <Table.Th>{t('signIns.who')}</Table.Th>
                <Table.Th>{t('signIns.what')}</Table.Th>
                <Table.Th>{t('signIns.from')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.signIns.recent.map((r) => (
                <Table.Tr key={`${r.at}-${r.action}-${r.email}`}>
                  <Table.Td>{formatDateTime(r.at)}</Table.Td>
                  <Table.Td>{r.email ?? '—'}</Table.Td>
                  <Table.Td>
                    {r.action === 'auth.lockout' ? t('signIns.lockout') : t('signIns.failedOne')}
                  </Table.Td>
                  <Table.Td>{r.ip ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function ServerErrors({ d, t }: { d: AdminDashboard; t: T }) {
  return (
    <Section title={t('errors.latestTitle')}>
      {d.errors.latest.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('errors.latestNone')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('errors.when')}</Table.Th>
                <Table.Th>{t('errors.request')}</Table.Th>
                <Table.Th>{t('errors.status')}</Table.Th>
                <Table.Th>{t('errors.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.errors.latest.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDateTime(e.at)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {e.method} {e.path}
                    </Text>
                    {e.requestId && (
                      <Text size="xs" c="dimmed">
                        {t('errors.requestId')}: {e.requestId}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {e.status}
                    {e.code ? ` · ${e.code}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={3}>
                      {e.message}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function Jobs({ d, t }: { d: AdminDashboard; t: T }) {
  return (
    <Section title={t('jobs.title')} hint={t('jobs.counts', d.jobs.counts)}>
      {d.jobs.latest.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('jobs.none')}
        </Text>
      ) : (
        <Stack gap={0}>
          {d.jobs.latest.map((j, i) => (
            <Box
              key={j.id}
              py="xs"
              style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {j.name}
                </Text>
                <Badge
                  variant="light"
                  style={{ flexShrink: 0 }}
                  color={j.status === 'failed' ? 'red' : j.status === 'done' ? 'green' : 'gray'}
                >
                  {t(`jobs.statuses.${j.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t('jobs.runAt')} {formatDateTime(j.runAt)}
              </Text>
              {j.lastError && (
                <Text size="xs" c="red" lineClamp={2}>
                  {t('jobs.lastError')}: {j.lastError}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}
