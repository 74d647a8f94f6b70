/** A recount sheet's state: the sheet, the counts typed, their differences' value, saving, posting, cancelling. */
import { parseQty } from '@fbms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { movementsKey, productsKey } from '../inventory.queries.ts';
import { countsKey, type Line, type Sheet } from './counts-screen.tsx';
import { useToolsT } from './tools.i18n.ts';

export function useCountSheet(countId: string) {
  const t = useToolsT();
  const qc = useQueryClient();
  const sheet = useQuery({
    queryKey: [...countsKey, 'detail', countId],
    queryFn: () => api.get<{ sheet: Sheet; lines: Line[] }>(`/api/stock/counts/${countId}`),
  });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lines = sheet.data?.lines ?? [];
  const counted = (l: Line): number | null | 'bad' => {
    const text = typed[l.id];
    if (text === undefined) return l.countedMilli;
    if (text.trim() === '') return null;
    return parseQty(text) ?? 'bad';
  };
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: countsKey });
    void qc.invalidateQueries({ queryKey: productsKey });
    void qc.invalidateQueries({ queryKey: movementsKey });
  };
  const changes = () =>
    lines
      .filter((l) => typed[l.id] !== undefined)
      .map((l) => ({ lineId: l.id, countedMilli: counted(l) as number | null }));
  const anyBad = lines.some((l) => counted(l) === 'bad');
  const save = useMutation({
    mutationFn: async () => {
      const c = changes();
      if (c.length) await api.put(`/api/stock/counts/${countId}/lines`, { lines: c });
      return c.length;
    },
    onSuccess: () => {
      setTyped({});
      refresh();
    },
    onError: (e) => setError(e.message),
  });
  const post = useMutation({
    mutationFn: async () => {
      await save.mutateAsync();
      return api.post<{ number: string; changed: number }>(`/api/stock/counts/${countId}/post`);
    },
    onSuccess: (r) => {
      refresh();
      notify.success({
        title: t('counts.posted'),
        message: t('counts.postedToast', { number: r.number, count: r.changed }),
      });
    },
    onError: (e) => setError(e.message),
  });
  const cancel = useMutation({
    mutationFn: () => api.post(`/api/stock/counts/${countId}/cancel`),
    onSuccess: refresh,
    onError: (e) => setError(e.message),
  });
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? lines.filter((l) => `${l.productName} ${l.productSku}`.toLowerCase().includes(q)) : lines;
  }, [lines, filter]);
  const diffValue = (l: Line) => {
    const c = counted(l);
    return typeof c === 'number' ? Math.round(((c - l.stockMilli) * l.unitCostCentavos) / 1000) : 0;
  };
  const totalValue = lines.reduce((sum, l) => sum + diffValue(l), 0);
  const countedN = lines.filter((l) => typeof counted(l) === 'number').length;
  return {
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
  };
}
