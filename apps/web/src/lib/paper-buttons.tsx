/** One print button per paper (58 mm roll, 80 mm roll, A4), for any POS document. */
import { Button, SimpleGrid } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { PAPERS, type Paper } from './paper.ts';

export function PaperButtons({
  onPrint,
  labels,
}: {
  onPrint: (paper: Paper) => void;
  /** Each button's words ("Print 80 mm"). */
  labels: Record<Paper, string>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
      {PAPERS.map((p) => (
        <Button key={p} variant="default" leftSection={<IconPrinter size={16} />} onClick={() => onPrint(p)}>
          {labels[p]}
        </Button>
      ))}
    </SimpleGrid>
  );
}
