import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { notify } from '../../../lib/notify.ts';
import { LoadError } from '../../../shell/load-error.tsx';
import { PageLoader } from '../../../shell/page-loader.tsx';
import { hasPermission } from '../../auth/auth.queries.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { formatPeso } from '../stock-level.ts';
import { CountLineRow } from './count-line-row.tsx';
import { STATUS_COLOR } from './counts-screen.tsx';
import { useToolsT } from './tools.i18n.ts';
import { ConfirmButton } from './tools-nav.tsx';
import { useCountSheet } from './use-count-sheet.ts';

/** One count sheet: enter counted quantities, see the differences and their value, post or cancel. */
export function CountSheetScreen({ countId }: { countId: string }) {
  const t = useToolsT();
  const me = useCurrentUser();
  const {
    sheet,
    typed,
    setTyped,
    filter,
    setFilter,
    error,
    counted,
    anyBad,
    save,
    post,
    cancel,
    shown,
    diffValue,
    totalValue,
    countedN,
  } = useCountSheet(countId);
  if (!me) return null;
  if (sheet.isPending) return <PageLoader />;
  if (sheet.isError) return <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />;
  const s = sheet.data.sheet;
  const editable = s.status === 'draft' && hasPermission(me, 'inventory:edit');
  return (
    <Stack gap="md">
      <Button component={Link} to="/inventory/counts" variant="subtle" size="compact-sm" w="fit-content">
        {t('counts.back')}
      </Button>
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="xs">
            <Title order={1} size="h2">
              {s.number}
            </Title>
            <Badge color={STATUS_COLOR[s.status]} variant="light">
              {t(`counts.${s.status}`)}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {s.title}
          </Text>
        </div>
        <Text fw={700} data-testid="count-value">
          {t('counts.total', { value: formatPeso(totalValue) })}
        </Text>
      </Group>
      <TextInput
        placeholder={t('counts.search')}
        aria-label={t('counts.search')}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label={s.number}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.product')}</Table.Th>
                <Table.Th ta="right">
                  {t(s.status === 'draft' ? 'counts.onHand' : 'counts.expected')}
                </Table.Th>
                <Table.Th>{t('counts.counted')}</Table.Th>
                <Table.Th ta="right">{t('counts.difference')}</Table.Th>
                <Table.Th ta="right">{t('counts.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((l) => (
                <CountLineRow
                  key={l.id}
                  line={l}
                  counted={counted(l)}
                  typed={typed[l.id]}
                  value={diffValue(l)}
                  editable={editable}
                  onType={(v) => setTyped((x) => ({ ...x, [l.id]: v }))}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
      {editable && (
        <Group gap="sm">
          <Button
            variant="default"
            disabled={anyBad}
            loading={save.isPending && !post.isPending}
            onClick={() =>
              save.mutate(undefined, {
                onSuccess: (n) => n && notify.success({ title: t('counts.saved'), message: s.number }),
              })
            }
          >
            {t('counts.save')}
          </Button>
          <ConfirmButton
            label={t('counts.post')}
            question={t('counts.postConfirm', { count: countedN })}
            cancelLabel={t('categories.cancel')}
            disabled={anyBad || countedN === 0}
            loading={post.isPending}
            onConfirm={() => post.mutate()}
          />
          <ConfirmButton
            label={t('counts.cancel')}
            question={t('counts.cancelConfirm')}
            cancelLabel={t('categories.cancel')}
            color="red"
            variant="subtle"
            loading={cancel.isPending}
            onConfirm={() => cancel.mutate()}
          />
        </Group>
      )}
    </Stack>
  );
}
