/** One tender in the pay dialog: its method and amount, quick cash amounts, and what identifies it. */
import {
  dueDate,
  isCustomerTender,
  manilaDate,
  TENDER_LABELS,
  TENDER_METHODS,
  type TenderMethod,
} from '@fbms/domain';
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { availableCredit, type CartAccount, quickCash } from './cart.ts';
import { PaymentQr } from './payment-qr.tsx';
import { usePosT } from './pos.i18n.ts';
import { parsePeso, pesoText, type Tender } from './tender.ts';

export function TenderFields({
  tender: x,
  first,
  removable,
  cashDue,
  amountCentavos,
  focusTender,
  onMethod,
  onChange,
  onRemove,
  account,
  loyalty,
}: {
  tender: Tender;
  /** The first tender takes the focus when the dialog opens. */
  first: boolean;
  removable: boolean;
  /** What cash still has to pay after the other tenders. */
  cashDue: number;
  /** What this tender pays (its QR shows it). */
  amountCentavos: number;
  focusTender: RefObject<number | null>;
  onMethod: (method: TenderMethod) => void;
  onChange: (change: Partial<Tender>) => void;
  onRemove: () => void;
  /** The sale's customer: charge to account and points are offered only with one (issue 23). */
  account?: CartAccount | null | undefined;
  /** The loyalty program (points offered only when it is on). */
  loyalty?: { enabled: boolean; pesoPerPointCentavos: number } | undefined;
}) {
  const t = usePosT();
  const offered = TENDER_METHODS.filter(
    (m) =>
      m === x.method ||
      !isCustomerTender(m) ||
      (account && (m === 'charge' || (m === 'points' && loyalty?.enabled))),
  );
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          w={150}
          label={t('pay.method')}
          data={offered.map((m) => ({ value: m, label: TENDER_LABELS[m] }))}
          value={x.method}
          allowDeselect={false}
          onChange={(m) => m && onMethod(m as TenderMethod)}
        />
        <TextInput
          style={{ flex: 1 }}
          label={x.method === 'cash' ? t('pay.cash') : t('pay.amount')}
          placeholder={x.method === 'cash' ? pesoText(cashDue) : ''}
          inputMode="decimal"
          data-autofocus={first || undefined}
          ref={(el) => {
            if (el && focusTender.current === x.id) {
              focusTender.current = null;
              el.focus();
              el.select();
            }
          }}
          value={x.amount}
          error={x.amount && parsePeso(x.amount) === null ? t('pay.amountInvalid') : undefined}
          onChange={(e) => onChange({ amount: e.currentTarget.value })}
        />
        {removable && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={t('pay.removeTender')}
            onClick={onRemove}
          >
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
      {x.method === 'cash' && (
        <Group gap="xs">
          {quickCash(cashDue).map((c, k) => (
            <Button key={c} size="xs" variant="light" onClick={() => onChange({ amount: pesoText(c) })}>
              {k === 0 ? t('pay.exact') : formatPeso(c)}
            </Button>
          ))}
        </Group>
      )}
      <TenderDetails tender={x} amountCentavos={amountCentavos} onChange={onChange} />
      {x.method === 'charge' && account && (
        <Text size="sm" c={amountCentavos > availableCredit(account) ? 'orange' : undefined}>
          {t('pay.chargeInfo', {
            name: account.displayName,
            available: formatPeso(availableCredit(account)),
            due: dueDate(manilaDate(new Date()), {
              termsDays: account.creditTermsDays,
              harvestMonth: account.harvestMonth,
            }),
          })}
          {amountCentavos > availableCredit(account) ? ` ${t('pay.chargeOver')}` : ''}
        </Text>
      )}
      {x.method === 'points' && account && loyalty && (
        <Text size="sm">
          {t('pay.pointsInfo', {
            name: account.displayName,
            count: account.points,
            value: formatPeso(account.points * loyalty.pesoPerPointCentavos),
          })}
        </Text>
      )}
      {isCustomerTender(x.method) && !account && (
        <Text size="sm" c="red">
          {t('pay.noCustomerTenders')}
        </Text>
      )}
    </Stack>
  );
}

/** What identifies a non-cash tender: an e-wallet's or transfer's reference, a card's, a check's. */
function TenderDetails({
  tender: x,
  amountCentavos,
  onChange,
}: {
  tender: Tender;
  amountCentavos: number;
  onChange: (change: Partial<Tender>) => void;
}) {
  const t = usePosT();
  return (
    <>
      {(x.method === 'gcash' ||
        x.method === 'maya' ||
        x.method === 'qrph' ||
        x.method === 'bank_transfer') && (
        <>
          {x.method !== 'bank_transfer' && <PaymentQr amountCentavos={amountCentavos} />}
          <TextInput
            label={t('pay.reference')}
            value={x.reference}
            onChange={(e) => onChange({ reference: e.currentTarget.value })}
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
            onChange={(e) => onChange({ cardLast4: e.currentTarget.value })}
          />
          <TextInput
            label={t('pay.approvalCode')}
            value={x.approvalCode}
            onChange={(e) => onChange({ approvalCode: e.currentTarget.value })}
          />
        </SimpleGrid>
      )}
      {x.method === 'check' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('pay.bank')}
            value={x.bank}
            onChange={(e) => onChange({ bank: e.currentTarget.value })}
          />
          <TextInput
            label={t('pay.checkNumber')}
            value={x.checkNumber}
            onChange={(e) => onChange({ checkNumber: e.currentTarget.value })}
          />
          <TextInput
            label={t('pay.checkDate')}
            type="date"
            value={x.checkDate}
            onChange={(e) => onChange({ checkDate: e.currentTarget.value })}
          />
        </SimpleGrid>
      )}
    </>
  );
}
