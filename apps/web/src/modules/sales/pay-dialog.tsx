import {
  type PaymentInput,
  type SaleTotals,
  settleTenders,
  TENDER_LABELS,
  TENDER_METHODS,
  type TenderMethod,
} from '@fbms/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { formatPeso } from '../inventory/stock-level.ts';
import { type Cart, quickCash, refreshProduct, saleRequest, unitOf } from './cart.ts';
import { useCounterT } from './counter.i18n.ts';
import { PaymentQr } from './payment-qr.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';
import { type Sale, sendSale } from './sales.queries.ts';
import { StatutoryNotice } from './statutory-notice.tsx';
import { blank, parsePeso, pesoText, type Tender } from './tender.ts';

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
  const tc = useCounterT();
  // The server refused the senior/PWD discount: its reasons, and the cashier's choice, are shown.
  const [statutoryRefused, setStatutoryRefused] = useState(false);
  const due = totals.totalCentavos;
  const [tenders, setTenders] = useState<Tender[]>([blank('cash')]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [approval, setApproval] = useState<{ reason: string; email: string; password: string } | null>(null);
  // A tender just added takes the focus, so Enter next completes the sale (not "add" again).
  const focusTender = useRef<number | null>(null);

  const amounts = tenders.map((x) => (x.method === 'cash' && x.amount === '' ? null : parsePeso(x.amount)));
  const nonCash = tenders.reduce((a, x, i) => a + (x.method !== 'cash' ? (amounts[i] ?? 0) : 0), 0);
  // Cash left empty means "exact".
  const payments: PaymentInput[] = tenders.map((x, i) => ({
    method: x.method,
    amountCentavos: amounts[i] ?? (x.method === 'cash' ? Math.max(due - nonCash, 0) : 0),
    reference: x.reference || null,
    cardLast4: x.cardLast4 || null,
    approvalCode: x.approvalCode || null,
    bank: x.bank || null,
    checkNumber: x.checkNumber || null,
    checkDate: x.checkDate || null,
  }));
  const paid = payments.reduce((a, p) => a + p.amountCentavos, 0);
  const settled = settleTenders(
    due,
    payments.filter((p) => p.amountCentavos > 0),
  );
  // A non-cash tender left empty takes what is still due, as the customer pays exactly by QR or card.
  const switchMethod = (x: Tender, method: TenderMethod, i: number): Partial<Tender> => {
    if (method === 'cash' || x.amount !== '') return { method };
    const others = payments.reduce((a, p, j) => a + (j === i ? 0 : p.amountCentavos), 0);
    return { method, amount: pesoText(Math.max(due - others, 0)) };
  };
  const set = (i: number, change: Partial<Tender>) =>
    setTenders((ts) => ts.map((x, j) => (j === i ? { ...x, ...change } : x)));

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
      const d = (e.details ?? {}) as {
        lineIndex?: number;
        priceCentavos?: number;
        stockMilli?: number;
        needsApproval?: boolean;
      };
      const line = d.lineIndex !== undefined ? cart.lines[d.lineIndex] : undefined;
      if (e.code === 'APPROVAL_REQUIRED') {
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
      } else if (e.code === 'STATUTORY_NOT_APPLICABLE' && cart.statutory) {
        setStatutoryRefused(true);
        setError(tc('statutory.refused', { discount: tc(`statutory.${cart.statutory.kind}`) }));
      } else if (e.code === 'SALE_ID_REUSED') {
        // The first attempt was recorded after all: show that sale, not a second one.
        try {
          onDone({ sale: await api.get<Sale>(`/api/sales/${cart.saleId}`), replayed: true });
        } catch {
          setError(e.message);
        }
      } else if (e.code === 'NETWORK_ERROR' || e.code === 'REQUEST_TIMEOUT' || e.status >= 500) {
        setError(t('pay.notConfirmed'));
      } else setError(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('pay.title')} size="lg" closeOnClickOutside={false}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void complete();
        }}
      >
        <Stack>
          <Group justify="space-between" align="baseline">
            <Text fw={600}>{t('pay.due')}</Text>
            <Text className={classes.total} data-testid="pay-due">
              {formatPeso(due)}
            </Text>
          </Group>
          {tenders.map((x, i) => (
            <Stack key={x.id} gap="xs">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Select
                  w={150}
                  label={t('pay.method')}
                  data={TENDER_METHODS.map((m) => ({ value: m, label: TENDER_LABELS[m] }))}
                  value={x.method}
                  allowDeselect={false}
                  onChange={(m) => m && set(i, switchMethod(x, m as TenderMethod, i))}
                />
                <TextInput
                  style={{ flex: 1 }}
                  label={x.method === 'cash' ? t('pay.cash') : t('pay.amount')}
                  placeholder={x.method === 'cash' ? pesoText(Math.max(due - nonCash, 0)) : ''}
                  inputMode="decimal"
                  data-autofocus={i === 0 || undefined}
                  ref={(el) => {
                    if (el && focusTender.current === x.id) {
                      focusTender.current = null;
                      el.focus();
                      el.select();
                    }
                  }}
                  value={x.amount}
                  error={x.amount && parsePeso(x.amount) === null ? t('pay.amountInvalid') : undefined}
                  onChange={(e) => set(i, { amount: e.currentTarget.value })}
                />
                {tenders.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    aria-label={t('pay.removeTender')}
                    onClick={() => setTenders((ts) => ts.filter((_, j) => j !== i))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                )}
              </Group>
              {x.method === 'cash' && (
                <Group gap="xs">
                  {quickCash(Math.max(due - nonCash, 0)).map((c, k) => (
                    <Button key={c} size="xs" variant="light" onClick={() => set(i, { amount: pesoText(c) })}>
                      {k === 0 ? t('pay.exact') : formatPeso(c)}
                    </Button>
                  ))}
                </Group>
              )}
              {(x.method === 'gcash' ||
                x.method === 'maya' ||
                x.method === 'qrph' ||
                x.method === 'bank_transfer') && (
                <>
                  {x.method !== 'bank_transfer' && <PaymentQr amountCentavos={amounts[i] ?? 0} />}
                  <TextInput
                    label={t('pay.reference')}
                    value={x.reference}
                    onChange={(e) => set(i, { reference: e.currentTarget.value })}
                  />
                </>
              )}
              {x.method === 'card' && (
                <SimpleGrid cols={2}>
                  <TextInput
                    label={t('pay.cardLast4')}
                    inputMode="numeric"
                    maxLength={4}
                    value={x.cardLast4}
                    onChange={(e) => set(i, { cardLast4: e.currentTarget.value })}
                  />
                  <TextInput
                    label={t('pay.approvalCode')}
                    value={x.approvalCode}
                    onChange={(e) => set(i, { approvalCode: e.currentTarget.value })}
                  />
                </SimpleGrid>
              )}
              {x.method === 'check' && (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    label={t('pay.bank')}
                    value={x.bank}
                    onChange={(e) => set(i, { bank: e.currentTarget.value })}
                  />
                  <TextInput
                    label={t('pay.checkNumber')}
                    value={x.checkNumber}
                    onChange={(e) => set(i, { checkNumber: e.currentTarget.value })}
                  />
                  <TextInput
                    label={t('pay.checkDate')}
                    type="date"
                    value={x.checkDate}
                    onChange={(e) => set(i, { checkDate: e.currentTarget.value })}
                  />
                </SimpleGrid>
              )}
            </Stack>
          ))}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              const next = blank(
                'gcash',
                pesoText(Math.max(due - tenders.reduce((a, x) => a + (parsePeso(x.amount) ?? 0), 0), 0)),
              );
              focusTender.current = next.id;
              setTenders((ts) => [...ts, next]);
            }}
          >
            {t('pay.addTender')}
          </Button>
          <Group justify="space-between" align="baseline">
            <Text fw={600}>{paid >= due ? t('pay.change') : t('pay.remaining')}</Text>
            <Text className={classes.change} data-testid="pay-change">
              {formatPeso(Math.abs(paid - due))}
            </Text>
          </Group>
          {approval && (
            <Stack gap="xs">
              <Alert color="yellow" title={t('approval.title')}>
                {t('approval.reason', { reason: approval.reason })}
              </Alert>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('approval.email')}
                  type="email"
                  autoComplete="off"
                  value={approval.email}
                  onChange={(e) => setApproval({ ...approval, email: e.currentTarget.value })}
                />
                <PasswordInput
                  label={t('approval.password')}
                  autoComplete="off"
                  value={approval.password}
                  onChange={(e) => setApproval({ ...approval, password: e.currentTarget.value })}
                />
              </SimpleGrid>
            </Stack>
          )}
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
