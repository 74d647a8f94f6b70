import { accountContract } from '@fbms/domain';
import { NativeSelect } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import type { Me } from '../../lib/session.ts';

const ALL = 'all';

/**
 * The top bar's branch switcher (issue 26): for a person with two or more branches, which branch the
 * lists and reports show in this session ("All my branches" or one). A native select, so it works by
 * keyboard and on a phone's own picker; every query refetches after a change.
 */
export function BranchSwitcher({ me, compact }: { me: Me; compact: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (me.branches.length < 2) return null;
  const value = me.activeBranchId ?? ALL;
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
  return (
    <NativeSelect
      aria-label={t('topBar.branch')}
      title={t('topBar.branch')}
      size={compact ? 'xs' : 'sm'}
      w={compact ? 84 : 156}
      value={value}
      disabled={busy}
      onChange={(e) => void change(e.currentTarget.value)}
      data={[
        { value: ALL, label: compact ? t('topBar.allBranchesShort') : t('topBar.allBranches') },
        ...me.branches.map((b) => ({ value: b.id, label: compact ? b.code : b.name })),
      ]}
    />
  );
}
