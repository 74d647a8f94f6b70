/** Sending the sale from the pay dialog, and answering the server's refusals (correct the cart, ask a manager). */
import { type Centavos, type PaymentInput, type Settlement, salesContract } from '@fbms/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { isShiftRefusal, refreshTerminalShift } from '../../lib/terminal-shift.ts';
import { useTellAvailability } from './branch-availability.ts';
import { type Cart, refreshProduct, saleRequest, unitOf } from './cart.ts';
import { useCounterT } from './counter.i18n.ts';
import { usePosT } from './pos.i18n.ts';
import { type Sale, sendSale, terminalQuery } from './sales.queries.ts';

export interface Approval {
  reason: string;
  email: string;
  password: string;
}

export function useCompleteSale({
  cart,
  due,
  payments,
  settled,
  onCart,
  onDone,
}: {
  cart: Cart;
  due: Centavos;
  payments: PaymentInput[];
  settled: Settlement;
  onCart: (c: Cart) => void;
  onDone: (r: { sale: Sale; replayed: boolean }) => void;
}) {
  const t = usePosT();
  const tc = useCounterT();
  const client = useQueryClient();
  // Too little at this branch: where else it is (issue 26); the terminal is the register's, already read.
  const tellAvailability = useTellAvailability(
    client,
    client.getQueryData(terminalQuery().queryKey)?.terminal?.branchId ?? '',
  );
  // The server refused the senior/PWD discount: its reasons, and the cashier's choice, are shown.
  const [statutoryRefused, setStatutoryRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [approval, setApproval] = useState<Approval | null>(null);

  const refused = async (e: ApiError) => {
    const d = (e.details ?? {}) as {
      lineIndex?: number;
      priceCentavos?: number;
      stockMilli?: number;
      needsApproval?: boolean;
      reason?: string;
    };
    const line = d.lineIndex !== undefined ? cart.lines[d.lineIndex] : undefined;
    if (e.code === 'CREDIT_APPROVAL_REQUIRED') {
      // Over the credit line, overdue bills or none: the manager signs here, and the same sale is sent again.
      const why =
        d.reason === 'over_limit' || d.reason === 'overdue' || d.reason === 'no_credit'
          ? t(`pay.creditReason.${d.reason}`)
          : e.message;
      setApproval((a) => ({ reason: why, email: a?.email ?? '', password: '' }));
      if (approval?.email) setError(e.message);
    } else if (e.code === 'APPROVAL_REQUIRED') {
      setApproval((a) => ({ reason: e.message, email: a?.email ?? '', password: '' }));
      if (approval?.email) setError(e.message);
    } else if (e.code === 'SALE_PRICE_CHANGED' && line && d.priceCentavos !== undefined) {
      const unit = unitOf(line.product, line.unitCode);
      const isBase = unit.code === line.product.baseUnit;
      onCart(
        refreshProduct(
          cart,
          line.product.id,
          isBase
            ? { priceCentavos: d.priceCentavos }
            : {
                units: line.product.units.map((u) =>
                  u.code === unit.code ? { ...u, priceCentavos: d.priceCentavos! } : u,
                ),
              },
        ),
      );
      setError(`${e.message} ${t('pay.priceUpdated')}`);
    } else if ((e.code === 'CONCURRENT_MODIFICATION' || e.code === 'INSUFFICIENT_STOCK') && line) {
      if (d.stockMilli !== undefined)
        onCart(refreshProduct(cart, line.product.id, { stockMilli: d.stockMilli }));
      setError(e.message);
      if (e.code === 'INSUFFICIENT_STOCK') void tellAvailability(line.product);
    } else if (e.code === 'STATUTORY_NOT_APPLICABLE' && cart.statutory) {
      setStatutoryRefused(true);
      setError(tc('statutory.refused', { discount: tc(`statutory.${cart.statutory.kind}`) }));
    } else if (e.code === 'SALE_ID_REUSED') {
      // The first attempt was recorded after all: show that sale, not a second one.
      try {
        onDone({
          sale: await api.call(salesContract.getSale, { params: { id: cart.saleId } }),
          replayed: true,
        });
      } catch {
        setError(e.message);
      }
    } else if (isShiftRefusal(e.code)) {
      // The shift was closed (or the day ended) under the register: the shift gate shows what to do.
      setError(e.message);
      void refreshTerminalShift(client);
    } else if (e.code === 'NETWORK_ERROR' || e.code === 'REQUEST_TIMEOUT' || e.status >= 500) {
      setError(t('pay.notConfirmed'));
    } else setError(e.message);
  };

  const complete = async () => {
    if (busy) return;
    if (!settled.ok) return setError(settled.message);
    setBusy(true);
    setError(null);
    try {
      const body = saleRequest(
        cart,
        due,
        payments.filter((p) => p.amountCentavos > 0),
        approval?.email && approval.password ? { email: approval.email, password: approval.password } : null,
      );
      onDone(await sendSale(body));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      await refused(e);
    } finally {
      setBusy(false);
    }
  };

  return { complete, busy, error, setError, approval, setApproval, statutoryRefused, setStatutoryRefused };
}
