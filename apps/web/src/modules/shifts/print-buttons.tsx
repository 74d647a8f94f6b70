/** Printing a shift document (cash slip, close slip) on a thermal roll or A4, from its domain layout. */
import type { DocumentLayout } from '@fbms/domain';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { Paper } from '../../lib/paper.ts';
import { PrintDocument } from '../../lib/printed-document.tsx';
import { usePrintJob } from '../../lib/use-print-job.ts';
import { useShiftsT } from './shifts.i18n.ts';

export function PrintButtons({ layout, label }: { layout: DocumentLayout; label: string }) {
  const t = useShiftsT();
  const [paper, setPaper] = usePrintJob<Paper>();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {(
          [
            ['58mm', t('print.p58')],
            ['80mm', t('print.p80')],
            ['a4', t('print.a4')],
          ] as const
        ).map(([p, text]) => (
          <Button
            key={p}
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => setPaper(p)}
          >
            {text}
          </Button>
        ))}
      </SimpleGrid>
      {paper && <PrintDocument layout={layout} paper={paper} label={label} />}
    </>
  );
}
