import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { AuditLog } from './audit-log.tsx';
import { useDataHistoryT } from './data-history.i18n.ts';
import { type DataHistorySearch, dataHistorySearch } from './data-history.search.ts';
import { PrivacyTools } from './privacy-tools.tsx';

/** /data-history — the audit log (filters in the address, export) and the privacy tools. */
export function DataHistoryScreen() {
  const t = useDataHistoryT();
  const search = dataHistorySearch.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  const setSearch = (next: DataHistorySearch) =>
    void navigate({
      to: '.',
      search: Object.fromEntries(
        Object.entries(next).filter(([, v]) => v !== undefined && v !== ''),
      ) as never,
      replace: true,
    });
  const tab = search.tab ?? 'log';
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm" c="dimmed" maw={760}>
          {t('intro')}
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(v) => setSearch({ ...search, tab: v === 'privacy' ? 'privacy' : undefined })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="log">{t('tabs.log')}</Tabs.Tab>
          <Tabs.Tab value="privacy">{t('tabs.privacy')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="log" pt="md">
          <AuditLog search={search} onSearch={setSearch} />
        </Tabs.Panel>
        <Tabs.Panel value="privacy" pt="md">
          <PrivacyTools />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
