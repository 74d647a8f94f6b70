import type { DocumentLayout } from '@fbms/domain';
import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { PrintDocument, PrintedDocument } from '../../lib/printed-document.tsx';
import { PrintButtons, usePrint } from './receipt-dialog.tsx';
import { useSaleDocsT } from './sale-documents.i18n.ts';

/** A VOID or RETURN slip just recorded: on screen, and printed at 58 mm, 80 mm or A4 like the invoice. */
export function SaleSlipDialog({
  slip,
  onClose,
}: {
  slip: { number: string; layout: DocumentLayout } | null;
  onClose: () => void;
}) {
  const t = useSaleDocsT();
  const [printing, print] = usePrint();
  return (
    <Modal opened={slip !== null} onClose={onClose} title={slip?.number ?? ''} size="lg">
      {slip && (
        <Stack>
          <Text size="sm" fw={600}>
            {t('slip.print')}
          </Text>
          <PrintButtons onPrint={(p) => print(p)} />
          <ScrollArea>
            <PrintedDocument layout={slip.layout} paper="80mm" label={slip.number} />
          </ScrollArea>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('slip.close')}
            </Button>
          </Group>
          {printing && <PrintDocument layout={slip.layout} paper={printing.paper} label={slip.number} />}
        </Stack>
      )}
    </Modal>
  );
}
