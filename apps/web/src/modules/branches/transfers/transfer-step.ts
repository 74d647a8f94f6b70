import type { TransferSlip } from '@fbms/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useTransfersT } from './transfers.i18n.ts';

export type Step = 'request' | 'approve' | 'issue' | 'receive' | 'resolve' | 'close' | 'cancel';

/** Sends one step to the server; refreshes every transfer query and says so, or returns the refusal. */
export function useStep(slip: TransferSlip) {
  const t = useTransfersT();
  const qc = useQueryClient();
  return async (step: Step, send: () => Promise<unknown>): Promise<ApiError | null> => {
    try {
      await send();
      await qc.invalidateQueries({ queryKey: ['transfers'] });
      notify.success({
        title: slip.transferNo,
        message: t(`page.done.${step}`, { transferNo: slip.transferNo }),
      });
      return null;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === 'DOCUMENT_CHANGED') await qc.invalidateQueries({ queryKey: ['transfers'] });
      return err;
    }
  };
}
