import { marketingContract as api, type Segment } from '@fbms/domain';
import { ActionIcon, Badge, Group, Loader, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api as client } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { CampaignsPanel } from './campaigns-panel.tsx';
import { useMarketingT } from './marketing.i18n.ts';
import { marketingQueries } from './marketing.queries.ts';
import { SegmentBuilder } from './segment-builder.tsx';

/** The marketing screen: campaigns, and the segment builder with the saved segments. */
export function MarketingScreen() {
  const t = useMarketingT();
  const [tab, setTab] = useState<string | null>('campaigns');
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm" c="dimmed" maw={720}>
          {t('intro')}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="campaigns">{t('tabs.campaigns')}</Tabs.Tab>
          <Tabs.Tab value="segments">{t('tabs.segments')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="campaigns" pt="md">
          <CampaignsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="segments" pt="md">
          <SegmentsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function SegmentsPanel() {
  const t = useMarketingT();
  const qc = useQueryClient();
  const list = useQuery(marketingQueries.segments());
  const remove = async (s: Segment) => {
    try {
      await client.call(api.deleteSegment, { params: { id: s.id } });
      notify.success({ title: t('title'), message: t('segments.deleted', { name: s.name }) });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      notify.error({ title: t('title'), message: err.message });
    }
    await qc.invalidateQueries({ queryKey: ['marketing'] });
  };
  return (
    <Stack gap="lg">
      <SegmentBuilder />
      <Stack gap="xs">
        <Title order={3}>{t('segments.list')}</Title>
        {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
        {list.isPending && <Loader />}
        {list.data?.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('segments.none')}
          </Text>
        )}
        {list.data && list.data.items.length > 0 && (
          <Paper withBorder>
            <Table>
              <Table.Tbody>
                {list.data.items.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {s.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge variant="light" size="sm">
                          {t('segments.conditions', { count: s.rule.all.length })}
                        </Badge>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('segments.delete', { name: s.name })}
                        onClick={() => void remove(s)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </Stack>
    </Stack>
  );
}
