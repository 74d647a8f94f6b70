import { type SystemCheckRun, systemCheckContract } from '@fbms/domain';
import { Alert, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { useSystemCheckT } from './system-check.i18n.ts';
import { systemCheckQueries } from './system-check.queries.ts';

const COLORS = { pass: 'green', fail: 'red', skipped: 'gray' } as const;

/** /system-check: "Run all checks", then each check's result, time, what was found and how to fix it. */
export function SystemCheckScreen() {
  const t = useSystemCheckT();
  const queryClient = useQueryClient();
  const last = useQuery(systemCheckQueries.last());
  const run = useMutation({
    mutationFn: () => api.call(systemCheckContract.run),
    onSuccess: (r) => queryClient.setQueryData(systemCheckQueries.last().queryKey, { run: r }),
    onError: (err) => notify.error({ title: t('title'), message: err.message }),
  });
  const result = last.data?.run ?? null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlayerPlay size={16} />}
          loading={run.isPending}
          onClick={() => run.mutate()}
        >
          {t('run')}
        </Button>
      </Group>
      {last.isPending ? (
        <PageLoader />
      ) : last.isError ? (
        <LoadError error={last.error} onRetry={() => void last.refetch()} />
      ) : run.isPending && !result ? (
        <Text c="dimmed">{t('running')}</Text>
      ) : result ? (
        <Result run={result} />
      ) : (
        <Text c="dimmed">{t('never')}</Text>
      )}
    </Stack>
  );
}

function Result({ run }: { run: SystemCheckRun }) {
  const t = useSystemCheckT();
  const failed = run.checks.filter((c) => c.status === 'fail').length;
  return (
    <Stack gap="md">
      <Alert
        color={run.passed ? 'green' : 'red'}
        icon={run.passed ? <IconCircleCheck /> : <IconAlertTriangle />}
        title={run.passed ? t('passed') : t('failed', { count: failed })}
      >
        {t('lastRun', { when: formatDateTime(run.at), seconds: (run.ms / 1000).toFixed(1) })}
      </Alert>
      <Card withBorder radius="md" padding="md">
        {/* One block per check (not a table): at 360 px what was found and the fix stay in view. */}
        <Stack gap={0}>
          {run.checks.map((c, i) => (
            <Box
              key={c.id}
              data-check={c.id}
              py="sm"
              style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600}>
                  {t(`checks.${c.id}`)}
                </Text>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed">
                    {t('ms', { ms: c.ms })}
                  </Text>
                  <Badge color={COLORS[c.status]} variant="light" style={{ overflow: 'visible' }}>
                    {t(`status.${c.status}`)}
                  </Badge>
                </Group>
              </Group>
              <Text size="sm" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
                {c.detail}
              </Text>
              {c.status === 'fail' && (
                <Text size="sm" c="red" mt={4}>
                  <b>{t('fixLabel')}:</b> {t(`fixes.${c.id}`)}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
        <Text size="xs" c="dimmed" mt="xs">
          {t('detailNote')}
        </Text>
      </Card>
    </Stack>
  );
}
