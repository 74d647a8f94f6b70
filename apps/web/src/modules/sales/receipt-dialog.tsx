import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { formatPeso } from '../../lib/format.ts';
import { PaperButtons } from '../../lib/paper-buttons.tsx';
import { usePrintJob } from '../../lib/use-print-job.ts';
import { useStoreLogo } from '../../lib/use-store-logo.ts';
import { EReceipt } from './e-receipt.tsx';
import { InvoiceDocument, type Paper, PrintInvoice } from './invoice-document.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';
import type { Sale } from './sales.queries.ts';

/**
 * Prints the invoice on the chosen paper: the document is put outside the app (print hides the app),
 * then the browser's print dialog opens; `reprintedAt` marks a reprint.
 */
export function usePrint() {
  const [printing, setPrinting] = usePrintJob<{ paper: Paper; reprintedAt: string | null }>();
  return [
    printing,
    (paper: Paper, reprintedAt: string | null = null) => setPrinting({ paper, reprintedAt }),
  ] as const;
}

export function PrintButtons({ onPrint }: { onPrint: (p: Paper) => void }) {
  const t = usePosT();
  return (
    <PaperButtons
      onPrint={onPrint}
      labels={{ '58mm': t('receipt.print58'), '80mm': t('receipt.print80'), a4: t('receipt.printA4') }}
    />
  );
}

/** After the sale: the change, large; the invoice; print it; Enter starts the next sale. */
export function ReceiptDialog({
  sale,
  replayed,
  onNext,
}: {
  sale: Sale;
  replayed: boolean;
  onNext: () => void;
}) {
  const t = usePosT();
  const [printing, print] = usePrint();
  const logo = useStoreLogo();
  useHotkeys([['Enter', onNext]], []);
  return (
    <Modal opened onClose={onNext} title={t('receipt.title')} size="lg">
      <Stack>
        {replayed && <Alert color="blue">{t('receipt.replayed')}</Alert>}
        <Group justify="space-between" align="baseline">
          <Text fw={600}>
            {t('receipt.invoice', { number: `${sale.terminalName} ${sale.invoiceNumber}` })}
          </Text>
          <div>
            <Text size="sm" c="dimmed" ta="right">
              {t('receipt.change')}
            </Text>
            <Text className={classes.change} data-testid="receipt-change">
              {formatPeso(sale.changeCentavos)}
            </Text>
          </div>
        </Group>
        <ScrollArea.Autosize mah={360}>
          <InvoiceDocument sale={sale} paper="80mm" logoSrc={logo} />
        </ScrollArea.Autosize>
        <PrintButtons onPrint={(p) => print(p)} />
        <EReceipt saleId={sale.id} />
        <Button size="lg" onClick={onNext} data-autofocus>
          {t('receipt.next')}
        </Button>
      </Stack>
      {printing && (
        <PrintInvoice sale={sale} paper={printing.paper} reprintedAt={printing.reprintedAt} logoSrc={logo} />
      )}
    </Modal>
  );
}
