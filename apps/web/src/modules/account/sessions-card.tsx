import { accountContract } from '@fbms/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconLogout2 } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { describeDevice } from '../../lib/describe-device.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { type AccountSession, sessionsQuery } from './account.queries.ts';

/** Every browser signed in to this account, with a way to end the others. */
export function SessionsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });

  const endOne = useMutation({
    mutationFn: (id: string) => api.call(accountContract.endSession, { params: { id } }),
    onSuccess: async () => {
      notify.success({ title: t('account.endedTitle'), message: t('account.endedOthers', { count: 1 }) });
      await refresh();
    },
    onError: async (err) => {
      notify.error({ title: t('account.endFailed'), message: err.message });
      await refresh();
    },
  });

  const endOthers = useMutation({
    mutationFn: () => api.call(accountContract.endOtherSessions),
    onSuccess: async ({ ended }) => {
      notify.success({
        title: t('account.endedTitle'),
        message: ended > 0 ? t('account.endedOthers', { count: ended }) : t('account.endedNone'),
      });
      await refresh();
    },
    onError: (err) => notify.error({ title: t('account.endFailed'), message: err.message }),
  });

  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div>
          <Title order={2} size="h4">
            {t('account.sessionsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.sessionsHint')}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconLogout2 size={16} />}
          disabled={others === 0}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {t('account.endOthers')}
        </Button>
      </Group>
      {sessions.isPending ? (
        <PageLoader />
      ) : sessions.isError ? (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <Stack gap="xs">
          {items.map((s) => (
            <SessionRow
              key={s.id}
              session={s}
              ending={endOne.isPending && endOne.variables === s.id}
              onEnd={() => endOne.mutate(s.id)}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function SessionRow({
  session,
  ending,
  onEnd,
}: {
  session: AccountSession;
  ending: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const { browser, os } = describeDevice(session.userAgent);
  const device =
    browser && os ? t('account.device', { browser, os }) : (browser ?? os ?? t('account.unknownDevice'));
  return (
    <Group
      justify="space-between"
      align="flex-start"
      gap="sm"
      p="sm"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {/* Details take the row; on a narrow screen the button wraps below them, kept to the right. */}
      <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
        <IconDeviceDesktop size={22} stroke={1.5} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={0} miw={0}>
          <Group gap={6}>
            <Text fw={600} size="sm">
              {device}
            </Text>
            {session.current && (
              <Badge size="xs" variant="light">
                {t('account.thisDevice')}
              </Badge>
            )}
          </Group>
          {session.ipAddress && (
            <Text size="xs" c="dimmed">
              {t('account.ip', { ip: session.ipAddress })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('account.signedIn', { when: formatDateTime(session.createdAt) })} ·{' '}
            {t('account.lastActive', { when: formatDateTime(session.lastActiveAt) })}
          </Text>
        </Stack>
      </Group>
      {!session.current && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={ending}
          onClick={onEnd}
          ml="auto"
          style={{ flexShrink: 0 }}
        >
          {t('account.endSession')}
        </Button>
      )}
    </Group>
  );
}
