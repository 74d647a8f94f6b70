import { type Health, healthContract } from '@fbms/domain';
import { Box, Group, Text, Tooltip } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';

export type { Health };

/** GET /api/health every 30 s; a failed check is shown, not retried behind the user's back. */
export const healthQuery = queryOptions({
  queryKey: ['health', 'server', 'detail'] as const,
  queryFn: () => api.call(healthContract.getHealth, {}, { timeoutMs: 5000 }),
  refetchInterval: 30_000,
  retry: false,
  staleTime: 25_000,
});

/** A dot and "PGlite connected" / "PostgreSQL connected" / "disk full…" / "connection failed". */
export function ServerStatus({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const health = useQuery(healthQuery);
  const ok = health.isSuccess && health.data.status === 'ok' && !health.isError;
  const diskFull = health.isSuccess && health.data.reason === 'disk_full';
  const label = health.isPending
    ? t('topBar.serverChecking')
    : ok
      ? t('topBar.serverConnected', { db: t(`topBar.${health.data.database}`) })
      : diskFull
        ? t('topBar.serverDiskFull')
        : t('topBar.serverFailed');
  const color = health.isPending ? 'gray' : ok ? 'teal' : 'red';
  return (
    <Tooltip label={`${t('topBar.serverLabel')}: ${label}`} disabled={!compact}>
      <Group gap={6} wrap="nowrap" role="status" aria-label={`${t('topBar.serverLabel')}: ${label}`}>
        <Box
          w={10}
          h={10}
          bg={`${color}.6`}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          aria-hidden
          data-testid="server-dot"
        />
        {!compact && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} aria-hidden>
            {label}
          </Text>
        )}
      </Group>
    </Tooltip>
  );
}
