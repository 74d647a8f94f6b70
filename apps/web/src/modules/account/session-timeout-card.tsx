import { accountContract, SESSION_TIMEOUT_OPTIONS } from '@fbms/domain';
import { Card, Group, Loader, Select, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { meQuery } from '../../lib/session.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { securityQuery } from './account.queries.ts';

/** Idle timeout: how long without activity before the server ends the session. */
export function SessionTimeoutCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery);

  const save = useMutation({
    // The picker offers only SESSION_TIMEOUT_OPTIONS; the server refuses any other number.
    mutationFn: (sessionTimeout: number) =>
      api.call(accountContract.putSecurity, {
        body: { sessionTimeout: sessionTimeout as (typeof SESSION_TIMEOUT_OPTIONS)[number] },
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(securityQuery.queryKey, (old) => (old ? { ...old, ...answer } : old));
      notify.success({
        title: t('account.timeoutSaved'),
        message: t('account.timeoutOption', { minutes: answer.sessionTimeout }),
      });
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    onError: (err) => notify.error({ title: t('account.timeoutFailed'), message: err.message }),
  });

  const label = (minutes: number) =>
    minutes >= 60 && minutes % 60 === 0
      ? t('account.timeoutOptionHours', { count: minutes / 60 })
      : t('account.timeoutOption', { minutes });
  const options = security.data?.options ?? [...SESSION_TIMEOUT_OPTIONS];

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        {t('account.timeoutTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('account.timeoutHint')}
      </Text>
      {security.isError ? (
        <LoadError error={security.error} onRetry={() => void security.refetch()} />
      ) : (
        <Group align="flex-end" gap="sm">
          <Select
            label={t('account.timeoutLabel')}
            data={options.map((m) => ({ value: String(m), label: label(m) }))}
            value={security.data ? String(security.data.sessionTimeout) : null}
            onChange={(v) => v && save.mutate(Number(v))}
            disabled={!security.data || save.isPending}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          {(security.isPending || save.isPending) && <Loader size="sm" aria-label={t('common.loading')} />}
        </Group>
      )}
    </Card>
  );
}
