import { accountContract } from '@fbms/domain';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import type { Me } from '../../lib/session.ts';

const ALL = 'all';

/**
 * The top bar's branch switcher (issue 26): for a person with two or more branches, which branch the
 * lists and reports show in this session ("All my branches" or one); every query refetches after a
 * change. A menu button, so its choices are in the page only while it is open (a select's options would
 * stand among every list box's options, for a screen reader as for the tests); arrow keys and Enter
 * choose, Escape closes.
 */
export function BranchSwitcher({ me, compact }: { me: Me; compact: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (me.branches.length < 2) return null;
  const value = me.activeBranchId ?? ALL;
  const current = me.branches.find((b) => b.id === value);
  const shown = current
    ? compact
      ? current.code
      : current.name
    : compact
      ? t('topBar.allBranchesShort')
      : t('topBar.allBranches');
  const change = async (next: string) => {
    if (next === value) return;
    setBusy(true);
    try {
      await api.call(accountContract.chooseBranch, { body: { branchId: next === ALL ? null : next } });
      await qc.invalidateQueries();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      notify.error({ title: t('topBar.branch'), message: err.message });
      await qc.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };
  const choices = [
    { value: ALL, label: t('topBar.allBranches') },
    ...me.branches.map((b) => ({ value: b.id, label: b.name })),
  ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={compact ? 'xs' : 'sm'}
          maw={compact ? 96 : 180}
          px={compact ? 6 : 'sm'}
          loading={busy}
          aria-label={`${t('topBar.branch')}: ${shown}`}
          title={t('topBar.branch')}
          rightSection={<IconChevronDown size={14} stroke={1.7} />}
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
        >
          {shown}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topBar.branch')}</Menu.Label>
        {choices.map((c) => (
          <Menu.Item
            key={c.value}
            onClick={() => void change(c.value)}
            aria-current={c.value === value ? 'true' : undefined}
            leftSection={
              c.value === value ? <IconCheck size={14} stroke={1.7} /> : <span style={{ width: 14 }} />
            }
          >
            {c.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
