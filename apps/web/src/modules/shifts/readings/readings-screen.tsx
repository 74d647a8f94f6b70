import { manilaDate, type Reading, readingLayout } from '@fbms/domain';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileTypePdf, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime, formatPeso } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import type { Paper as PaperSize } from '../../../lib/paper.ts';
import { PrintDocument, PrintedDocument } from '../../../lib/printed-document.tsx';
import { LoadError } from '../../../shell/load-error.tsx';
import { GrandTotalReset } from './grand-total-reset.tsx';
import { useReadingsT } from './readings.i18n.ts';
import {
  getReading,
  READINGS_PAGE_SIZE,
  readingsListQuery,
  reprint,
  shiftStateQuery,
  takeX,
  takeZ,
} from './readings.queries.ts';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The readings of this terminal (issue 21): print an X-reading of the open shift, take the day's
 * Z-reading after the shift is closed, and open, print or reprint any past reading at 58/80 mm or A4,
 * or as a PDF. Every figure is the server's, stored when the reading was taken.
 */
export function ReadingsScreen() {
  const t = useReadingsT();
  const qc = useQueryClient();
  const state = useQuery(shiftStateQuery());
  const [kind, setKind] = useState<'all' | 'x' | 'z'>('all');
  const [pageSize, setPageSize] = useState(READINGS_PAGE_SIZE);
  const list = useQuery(readingsListQuery(kind === 'all' ? undefined : kind, pageSize));
  const [shown, setShown] = useState<{ reading: Reading; fresh: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: ['shifts'] });

  const onTaken = (r: Reading) => {
    notify.success({ title: t('title'), message: t('taken', { number: r.number }) });
    setShown({ reading: r, fresh: true });
    setConfirming(false);
    void refresh();
  };
  const x = useMutation({
    mutationFn: takeX,
    onSuccess: onTaken,
    onError: (e) => notify.error({ title: t('title'), message: errorText(e) }),
  });
  const z = useMutation({
    mutationFn: takeZ,
    onSuccess: onTaken,
    onError: (e) => {
      setConfirming(false);
      notify.error({ title: t('title'), message: errorText(e) });
      void refresh();
    },
  });

  const notTerminal = state.error instanceof ApiError && state.error.code === 'TERMINAL_NOT_ENROLLED';
  const s = state.data;
  const date = s?.zReadingDue ?? s?.businessDate ?? '';
  // After today's Z-reading the terminal is on tomorrow's date: that reading waits for tomorrow.
  const zDone = date > manilaDate(new Date());

  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={1100} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('title')}</Title>
        <Button component={Link} to="/pos" variant="subtle">
          {t('backToPos')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>

      {state.isPending && <Loader size="sm" />}
      {notTerminal && <Alert color="blue">{t('notTerminal')}</Alert>}
      {state.error && !notTerminal && <LoadError error={state.error} onRetry={() => void state.refetch()} />}
      {s && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text fw={600}>{t('businessDate', { date })}</Text>
            {s.zReadingDue && <Alert color="orange">{t('zDue', { date: s.zReadingDue })}</Alert>}
            <Text size="sm">
              {s.shift ? t('shiftOpen', { no: s.shift.shiftNo, name: s.shift.cashierName }) : t('noShift')}
            </Text>
            <Group wrap="wrap">
              <Button
                leftSection={<IconReceipt size={16} />}
                disabled={!s.shift}
                loading={x.isPending}
                onClick={() => s.shift && x.mutate(s.shift.id)}
              >
                {t('takeX')}
              </Button>
              <Button
                color="red"
                variant="light"
                disabled={!!s.shift || zDone}
                onClick={() => setConfirming(true)}
              >
                {t('takeZ', { date })}
              </Button>
            </Group>
            {!s.shift && (
              <Text size="xs" c="dimmed">
                {t('takeXHint')}
              </Text>
            )}
            {s.shift && (
              <Text size="xs" c="dimmed">
                {t('takeZShiftOpen')}
              </Text>
            )}
            {!s.shift && zDone && (
              <Text size="xs" c="dimmed">
                {t('zDone', { date })}
              </Text>
            )}
          </Stack>
        </Paper>
      )}

      <GrandTotalReset />

      <Group justify="space-between" mt="md" wrap="wrap">
        <Title order={3}>{t('past')}</Title>
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as typeof kind)}
          data={[
            { value: 'all', label: t('kindAll') },
            { value: 'x', label: t('kindX') },
            { value: 'z', label: t('kindZ') },
          ]}
        />
      </Group>
      {list.error && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && <Text c="dimmed">{t('none')}</Text>}
      {list.data && list.data.items.length > 0 && (
        <ScrollArea type="auto">
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('number')}</Table.Th>
                <Table.Th>{t('date')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('terminal')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('takenAt')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('by')}</Table.Th>
                <Table.Th ta="right">{t('net')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('reprints')}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.number}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.businessDate}</Table.Td>
                  <Table.Td visibleFrom="sm">{r.terminalName}</Table.Td>
                  <Table.Td visibleFrom="sm">{formatDateTime(r.createdAt)}</Table.Td>
                  <Table.Td visibleFrom="sm">{r.createdByName}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPeso(r.netCentavos)}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {r.reprints}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('openLabel', { number: r.number })}
                      onClick={async () => {
                        try {
                          setShown({ reading: await getReading(r.id), fresh: false });
                        } catch (e) {
                          notify.error({ title: t('title'), message: errorText(e) });
                        }
                      }}
                    >
                      {t('open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {list.data && list.data.total > list.data.items.length && (
        <Button variant="subtle" onClick={() => setPageSize((n) => Math.min(200, n + READINGS_PAGE_SIZE))}>
          {t('more')}
        </Button>
      )}

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('confirmTitle', { date })}>
        <Stack>
          <Text size="sm">{t('confirmBody', { date })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={z.isPending} onClick={() => z.mutate(date)} data-autofocus>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {shown && (
        <ReadingDialog
          reading={shown.reading}
          fresh={shown.fresh}
          onClose={() => {
            setShown(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}

/** One reading on screen at its paper; Print (a just-taken reading) or Reprint (logged); the PDF. */
function ReadingDialog({
  reading,
  fresh,
  onClose,
}: {
  reading: Reading;
  fresh: boolean;
  onClose: () => void;
}) {
  const t = useReadingsT();
  const [paper, setPaper] = useState<PaperSize>('80mm');
  const [printing, setPrinting] = useState<{ paper: PaperSize; reprintedAt: string | null } | null>(null);
  const [printedOnce, setPrintedOnce] = useState(!fresh);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);
  const print = async () => {
    if (!printedOnce) {
      setPrintedOnce(true);
      setPrinting({ paper, reprintedAt: null });
      return;
    }
    try {
      const r = await reprint(reading.id);
      setPrinting({ paper, reprintedAt: r.printedAt });
    } catch (e) {
      notify.error({ title: t('title'), message: errorText(e) });
    }
  };
  const label = `${reading.kind.toUpperCase()}-reading ${reading.number}`;
  return (
    <Modal opened onClose={onClose} title={reading.number} size="lg">
      <Stack>
        <SegmentedControl
          aria-label={t('paper')}
          value={paper}
          onChange={(v) => setPaper(v as PaperSize)}
          data={[
            { value: '58mm', label: t('paper58') },
            { value: '80mm', label: t('paper80') },
            { value: 'a4', label: t('paperA4') },
          ]}
        />
        <ScrollArea.Autosize mah={420}>
          <PrintedDocument layout={readingLayout(reading.figures)} paper={paper} label={label} />
        </ScrollArea.Autosize>
        {printedOnce && (
          <Text size="xs" c="dimmed">
            {t('reprintHint')}
          </Text>
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button
            component="a"
            href={`/api/shifts/readings/${reading.id}/pdf`}
            download
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
          >
            {t('pdf')}
          </Button>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => void print()} data-autofocus>
            {printedOnce ? t('reprint') : t('print')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
      {printing && (
        <PrintDocument
          layout={readingLayout(reading.figures, { reprintedAt: printing.reprintedAt })}
          paper={printing.paper}
          label={label}
        />
      )}
    </Modal>
  );
}
