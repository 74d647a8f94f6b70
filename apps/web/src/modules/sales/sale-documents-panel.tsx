import {
  type DocumentLayout,
  formatQty,
  type InvoiceSale,
  isFeatureAvailable,
  TENDER_LABELS,
} from '@fbms/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, formatPeso } from '../../lib/format.ts';
import { ReturnDialog } from './return-dialog.tsx';
import { useSaleDocsT } from './sale-documents.i18n.ts';
import { SaleSlipDialog } from './sale-slip-dialog.tsx';
import { VoidDialog } from './void-dialog.tsx';

/**
 * On a sale's detail in Sales History: its VOID document and RETURN documents (links from the invoice to
 * them), and the Void and Return items actions when the rules allow them (the server checks again).
 */
export function SaleDocumentsPanel({ sale }: { sale: InvoiceSale }) {
  const t = useSaleDocsT();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'void' | 'return' | null>(null);
  const [slip, setSlip] = useState<{ number: string; layout: DocumentLayout } | null>(null);
  const canVoid = isFeatureAvailable('sale-voids') && sale.voidable === true;
  const canReturn =
    isFeatureAvailable('sale-returns') &&
    sale.status === 'completed' &&
    (sale.returnable ?? []).some((l) => l.returnableMilli > 0);
  const recorded = (s: { number: string; layout: DocumentLayout }) => {
    setDialog(null);
    setSlip(s);
    void client.invalidateQueries({ queryKey: ['sales'] });
  };
  const v = sale.voidDocument;
  const returns = sale.returns ?? [];
  if (!v && returns.length === 0 && !canVoid && !canReturn) return null;
  return (
    <Stack gap="xs" data-testid="sale-documents">
      {v && (
        <Alert color="red" title={t('voided', { number: v.voidNumber })}>
          <Text size="sm">
            {t('voidedOn', { date: formatDateTime(v.createdAt), businessDate: v.businessDate })}
          </Text>
          <Text size="sm">{t('reason', { reason: v.reason })}</Text>
          <Text size="sm">{t('people', { by: v.voidedByName, approvedBy: v.approvedByName })}</Text>
        </Alert>
      )}
      {returns.length > 0 && (
        <Paper withBorder p="sm">
          <Text fw={600} mb={4}>
            {t('returns')}
          </Text>
          <Stack gap="sm">
            {returns.map((r) => (
              <Stack key={r.id} gap={2} aria-label={r.returnNumber}>
                <Group gap="xs">
                  <Badge variant="light">{r.returnNumber}</Badge>
                  <Text size="sm">{formatDateTime(r.createdAt)}</Text>
                </Group>
                {r.lines.map((l) => (
                  <Text size="sm" key={l.saleLineId}>
                    {t('returnLine', {
                      qty: formatQty(l.qtyMilli),
                      unit: l.unitCode,
                      product: l.productName,
                    })}
                    {l.condition === 'damaged' ? ` (${t('damaged')})` : ''} · {formatPeso(l.netCentavos)}
                  </Text>
                ))}
                <Text size="sm" fw={600}>
                  {t('refund', {
                    amount: formatPeso(r.totalCentavos),
                    method: TENDER_LABELS[r.refundMethod],
                  })}
                </Text>
                <Text size="sm">{t('reason', { reason: r.reason })}</Text>
                <Text size="sm" c="dimmed">
                  {r.approvedByName
                    ? t('people', { by: r.returnedByName, approvedBy: r.approvedByName })
                    : t('peopleNoApproval', { by: r.returnedByName })}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
      {(canVoid || canReturn) && (
        <Group>
          {canReturn && <Button onClick={() => setDialog('return')}>{t('ret.button')}</Button>}
          {canVoid && (
            <Button color="red" variant="light" onClick={() => setDialog('void')}>
              {t('void.button')}
            </Button>
          )}
        </Group>
      )}
      <VoidDialog
        sale={sale}
        opened={dialog === 'void'}
        onClose={() => setDialog(null)}
        onVoided={recorded}
      />
      <ReturnDialog
        sale={sale}
        opened={dialog === 'return'}
        onClose={() => setDialog(null)}
        onReturned={recorded}
      />
      <SaleSlipDialog slip={slip} onClose={() => setSlip(null)} />
    </Stack>
  );
}
