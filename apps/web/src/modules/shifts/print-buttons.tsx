/** Printing a shift document (cash slip, close slip) on a thermal roll or A4, from its domain layout. */
import type { DocumentLayout } from '@fbms/domain';
import type { Paper } from '../../lib/paper.ts';
import { PaperButtons } from '../../lib/paper-buttons.tsx';
import { PrintDocument } from '../../lib/printed-document.tsx';
import { usePrintJob } from '../../lib/use-print-job.ts';
import { useShiftsT } from './shifts.i18n.ts';

export function PrintButtons({ layout, label }: { layout: DocumentLayout; label: string }) {
  const t = useShiftsT();
  const [paper, setPaper] = usePrintJob<Paper>();
  return (
    <>
      <PaperButtons
        onPrint={setPaper}
        labels={{ '58mm': t('print.p58'), '80mm': t('print.p80'), a4: t('print.a4') }}
      />
      {paper && <PrintDocument layout={layout} paper={paper} label={label} />}
    </>
  );
}
