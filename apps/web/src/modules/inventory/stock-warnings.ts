import { STOCK_MESSAGES } from '@fbms/domain';
import { useCallback } from 'react';
import { notify } from '../../lib/notify.ts';
import { type InventoryT, useInventoryT } from './inventory.i18n.ts';

/** The server's stock warnings (seed 001 §5, in English) in the reader's language; others as sent. */
export function warningText(warning: string, t: InventoryT): string {
  if (warning === STOCK_MESSAGES.largeChange) return t('warnings.largeChange');
  if (warning === STOCK_MESSAGES.belowMinimum) return t('warnings.belowMinimum');
  return warning;
}

/** Shows the warnings that came with a recorded movement as one toast (nothing when there are none). */
export function useStockWarnings() {
  const t = useInventoryT();
  return useCallback(
    (warnings: string[]) => {
      if (warnings.length === 0) return;
      notify.warning({
        title: t('adjust.warningTitle'),
        message: warnings.map((w) => warningText(w, t)).join(' '),
      });
    },
    [t],
  );
}
