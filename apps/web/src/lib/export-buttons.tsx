import { Button, Group } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import type { TableFormat } from './download-file.ts';

export interface ExportButtonsProps {
  /** The table files offered (downloaded by `onDownload`), in this order: CSV, XLSX. */
  formats: readonly TableFormat[];
  onDownload: (format: TableFormat) => void;
  /** The report's PDF, opened in a new tab; none: no PDF button. */
  pdfHref?: string;
  labels: { csv?: string; xlsx?: string; pdf?: string };
  /** The group's accessible name and its tour target, when the screen names them. */
  groupLabel?: string;
  tour?: string;
}

/** A report's export buttons: CSV and XLSX downloads, and the PDF in a new tab (every report screen). */
export function ExportButtons({
  formats,
  onDownload,
  pdfHref,
  labels,
  groupLabel,
  tour,
}: ExportButtonsProps) {
  if (formats.length === 0 && !pdfHref) return null;
  return (
    <Group gap="xs" data-tour={tour} role={groupLabel ? 'group' : undefined} aria-label={groupLabel}>
      {(['csv', 'xlsx'] as const)
        .filter((f) => formats.includes(f))
        .map((f) => (
          <Button
            key={f}
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} />}
            onClick={() => onDownload(f)}
          >
            {labels[f]}
          </Button>
        ))}
      {pdfHref && (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFileTypePdf size={16} />}
          component="a"
          href={pdfHref}
          target="_blank"
          rel="noopener"
        >
          {labels.pdf}
        </Button>
      )}
    </Group>
  );
}
