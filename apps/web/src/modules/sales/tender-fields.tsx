/** One tender in the pay dialog: its method and amount, quick cash amounts, and what identifies it. */
import { TENDER_LABELS, TENDER_METHODS, type TenderMethod } from '@fbms/domain';
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { formatPeso } from '../../lib/format.ts';
import { quickCash } from './cart.ts';
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
}) {
  const t = usePosT();
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          w={150}
          label={t('pay.method')}
          data={TENDER_METHODS.map((m) => ({ value: m, label: TENDER_LABELS[m] }))}
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
