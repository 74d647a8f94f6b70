import type { SaleTotals } from '@fbms/domain';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApprovalFields } from './approval-fields.tsx';
import type { Cart } from './cart.ts';
import { AccountFigures } from './customer-dialog.tsx';
import { AmountDue, ChangeDue } from './pay-amounts.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';
import { type Sale, terminalQuery } from './sales.queries.ts';
import { StatutoryNotice } from './statutory-notice.tsx';
import { TenderFields } from './tender-fields.tsx';
import { useCompleteSale } from './use-complete-sale.ts';
import { useTenders } from './use-tenders.ts';

/**
 * Payment: cash with quick amounts and the change shown large, other tenders (e-wallets, QR Ph, card,
 * transfer, check) with what identifies them, split across several. Enter completes. When the server
 * refuses (a price or the stock changed, a manager must approve), the cart is corrected or the manager
 * asked, and the same sale (same id) is sent again.
 */
export function PayDialog({
  cart,
  totals,
  onCart,
  onClose,
  onDone,
  vatRegistered,
}: {
  cart: Cart;
  totals: SaleTotals;
  onCart: (c: Cart) => void;
  onClose: () => void;
  onDone: (r: { sale: Sale; replayed: boolean }) => void;
  /** Whether the store charges VAT (the senior/PWD discount's explanation needs it). */
  vatRegistered: boolean;
}) {
  const t = usePosT();
  const due = totals.totalCentavos;
  const tenders = useTenders(due);
  const { complete, busy, error, setError, approval, setApproval, statutoryRefused, setStatutoryRefused } =
    useCompleteSale({ cart, due, payments: tenders.payments, settled: tenders.settled, onCart, onDone });
  const cashDue = Math.max(due - tenders.nonCash, 0);
  const loyalty = useQuery(terminalQuery()).data?.loyalty;

  return (
    <Modal opened onClose={onClose} title={t('pay.title')} size="lg" closeOnClickOutside={false}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void complete();
        }}
      >
        <Stack>
          <AmountDue due={due} />
          {cart.account && (
            <div>
              <Text size="sm" fw={600}>
                {cart.account.displayName}
              </Text>
              <AccountFigures account={cart.account} />
            </div>
          )}
          {tenders.tenders.map((x, i) => (
            <TenderFields
              key={x.id}
              tender={x}
              first={i === 0}
              removable={tenders.tenders.length > 1}
              cashDue={cashDue}
              amountCentavos={tenders.amounts[i] ?? 0}
              focusTender={tenders.focusTender}
              onMethod={(m) => tenders.set(i, tenders.switchMethod(x, m, i))}
              onChange={(change) => tenders.set(i, change)}
              onRemove={() => tenders.remove(i)}
              account={cart.account}
              loyalty={loyalty}
            />
          ))}
          <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={tenders.add}>
            {t('pay.addTender')}
          </Button>
          <ChangeDue due={due} paid={tenders.paid} />
          {approval && <ApprovalFields approval={approval} onChange={setApproval} />}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {statutoryRefused && (
            <StatutoryNotice
              cart={cart}
              vatRegistered={vatRegistered}
              onCart={(next) => {
                setStatutoryRefused(false);
                setError(null);
                onCart(next);
              }}
            />
          )}
          <Button type="submit" size="lg" loading={busy} className={classes.wrapping}>
            {approval ? t('approval.approve') : t('pay.complete')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
