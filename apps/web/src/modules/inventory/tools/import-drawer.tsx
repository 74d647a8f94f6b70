import {
  catalogContract,
  duplicateProblems,
  IMPORT_CHUNK_ROWS,
  type ImportProblem,
  type ImportRecord,
  MAX_IMPORT_ROWS,
  MAX_SHEET_FILE_BYTES,
  PRODUCT_COLUMNS,
  readHeader,
  rowsToRecords,
  SheetFileError,
} from '@fbms/domain';
import { toCsv } from '@fbms/domain/catalog/csv';
import { Alert, Anchor, Button, Drawer, FileInput, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { notify } from '../../../lib/notify.ts';
import { readSheetRows } from '../../../lib/read-sheet.ts';
import { categoriesKey, movementsKey, productsKey } from '../inventory.queries.ts';
import { useToolsT } from './tools.i18n.ts';

type Phase =
  | { kind: 'idle' }
  | { kind: 'busy'; label: string; done: number; total: number }
  | {
      kind: 'checked';
      records: ImportRecord[];
      problems: ImportProblem[];
      newCategories: string[];
      unknown: string[];
    }
  | { kind: 'done'; imported: number; stopped?: string }
  | { kind: 'error'; message: string };

const SHOWN_PROBLEMS = 200;

/** The words for a file refused while reading it, in the person's language. */
function readProblem(e: unknown, t: ReturnType<typeof useToolsT>): string {
  if (!(e instanceof SheetFileError)) return (e as Error).message;
  switch (e.problem) {
    case 'TOO_LARGE':
      return t('import.tooLarge', { max: MAX_SHEET_FILE_BYTES / (1024 * 1024) });
    case 'TOO_MANY_ROWS':
      return t('import.tooMany', { max: MAX_IMPORT_ROWS.toLocaleString('en-PH') });
    case 'NOT_XLSX':
      return t('import.notXlsx');
    case 'INFLATES_TOO_FAR':
      return t('import.inflates');
  }
}

const chunks = <T,>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / IMPORT_CHUNK_ROWS) }, (_, i) =>
    list.slice(i * IMPORT_CHUNK_ROWS, (i + 1) * IMPORT_CHUNK_ROWS),
  );

/**
 * Import products from a file: every row is checked by the server first (a dry run, chunk by chunk with
 * progress) and every problem is listed by row and column; nothing is written until the person chooses
 * to import the whole (valid) file or only its good rows.
 */
export function ImportDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useToolsT();
  const qc = useQueryClient();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [file, setFile] = useState<File | null>(null);

  const check = async (f: File | null) => {
    setFile(f);
    if (!f) return setPhase({ kind: 'idle' });
    setPhase({ kind: 'busy', label: t('import.reading'), done: 0, total: 1 });
    try {
      const rows = (await readSheetRows(f)).filter((r) => r.some((c) => c.trim() !== ''));
      const [header = [], ...data] = rows;
      const h = readHeader(header);
      if (h.missing.length)
        return setPhase({ kind: 'error', message: t('import.missing', { columns: h.missing.join(', ') }) });
      if (data.length === 0) return setPhase({ kind: 'error', message: t('import.empty') });
      if (data.length > MAX_IMPORT_ROWS)
        return setPhase({
          kind: 'error',
          message: t('import.tooMany', { max: MAX_IMPORT_ROWS.toLocaleString('en-PH') }),
        });
      const records = rowsToRecords(h.columns, data);
      const problems: ImportProblem[] = duplicateProblems(records, 2);
      const newCategories = new Set<string>();
      let done = 0;
      for (const part of chunks(records)) {
        setPhase({
          kind: 'busy',
          label: t('import.checking', { done, total: records.length }),
          done,
          total: records.length,
        });
        const r = await api.call(catalogContract.importProducts, {
          body: {
            records: part,
            firstRow: 2 + done,
            dryRun: true,
          },
        });
        for (const p of r.problems)
          if (!problems.some((x) => x.row === p.row && x.field === p.field && x.message === p.message))
            problems.push(p);
        for (const c of r.newCategories) newCategories.add(c);
        done += part.length;
      }
      problems.sort((a, b) => a.row - b.row);
      setPhase({ kind: 'checked', records, problems, newCategories: [...newCategories], unknown: h.unknown });
    } catch (e) {
      setPhase({ kind: 'error', message: readProblem(e, t) });
    }
  };

  const run = async (records: ImportRecord[], badRows: Set<number>, onlyValid: boolean) => {
    let done = 0;
    let imported = 0;
    const total = records.length;
    for (const part of chunks(records)) {
      setPhase({ kind: 'busy', label: t('import.importing', { done, total }), done, total });
      const firstRow = 2 + done;
      const good = part.filter((_, i) => !badRows.has(firstRow + i));
      try {
        if (good.length) {
          const r = await api.call(catalogContract.importProducts, {
            body: {
              records: part,
              firstRow,
              dryRun: false,
              onlyValid,
            },
          });
          imported += r.imported;
        }
      } catch (e) {
        const first =
          e instanceof ApiError && Array.isArray((e.details as { problems?: ImportProblem[] })?.problems)
            ? (e.details as { problems: ImportProblem[] }).problems[0]
            : undefined;
        setPhase({
          kind: 'done',
          imported,
          stopped: t('import.stopped', {
            row: first?.row ?? firstRow,
            message: first?.message ?? (e as Error).message,
          }),
        });
        return;
      } finally {
        void qc.invalidateQueries({ queryKey: productsKey });
        void qc.invalidateQueries({ queryKey: categoriesKey });
        void qc.invalidateQueries({ queryKey: movementsKey });
      }
      done += part.length;
    }
    setPhase({ kind: 'done', imported });
    notify.taskComplete({ title: t('import.done', { count: imported }), message: file?.name ?? '' });
  };

  const template = () =>
    downloadFile(
      'fbms-products-template.csv',
      toCsv([
        [...PRODUCT_COLUMNS],
        [
          'HOG-GROW-50',
          'Hog Grower Pellets',
          '',
          'Feeds',
          'B-MEG',
          'VAT-exempt',
          'NIRC Sec. 109(1)(A): feeds',
          'kg',
          '36.00',
          '30.00',
          '100',
          '200',
          '4800000000017',
          'sack=50@1700',
          '',
          'hog',
          'no',
          'no',
          'no',
          'no',
          '',
          'yes',
          '500',
          '',
          '',
        ],
        [
          'ND-B1',
          'Newcastle B1 Vaccine',
          '',
          'Vet drugs',
          '',
          'VATable',
          '',
          'dose',
          '8.00',
          '5.00',
          '100',
          '',
          '',
          'vial=100@750',
          '',
          '',
          'yes',
          'yes',
          'no',
          'no',
          'BAI-VR-0001',
          'yes',
          '500',
          'NDB-2026-01',
          '2027-06-30',
        ],
      ]),
      'text/csv;charset=utf-8',
    );

  const close = () => {
    if (phase.kind === 'busy') return;
    setPhase({ kind: 'idle' });
    setFile(null);
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={narrow ? '100%' : 'xl'}
      title={t('import.title')}
    >
      <Stack gap="md">
        <Text size="sm">{t('import.intro')}</Text>
        <Anchor component="button" type="button" size="sm" onClick={template} w="fit-content">
          {t('import.template')}
        </Anchor>
        <FileInput
          label={t('import.file')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileUpload size={18} />}
          value={file}
          onChange={(f) => void check(f)}
          disabled={phase.kind === 'busy'}
          clearable
        />
        {phase.kind === 'busy' && (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {phase.label}
            </Text>
            <Progress
              value={phase.total ? (100 * phase.done) / phase.total : 0}
              animated
              aria-label={phase.label}
            />
          </Stack>
        )}
        {phase.kind === 'error' && (
          <Alert color="red" role="alert">
            {phase.message}
          </Alert>
        )}
        {phase.kind === 'checked' && (
          <CheckedView
            phase={phase}
            onImport={(badRows, onlyValid) => void run(phase.records, badRows, onlyValid)}
          />
        )}
        {phase.kind === 'done' && (
          <Stack gap="sm">
            <Alert color={phase.stopped ? 'yellow' : 'green'} role="status">
              {t('import.done', { count: phase.imported })}
              {phase.stopped ? `. ${phase.stopped}` : ''}
            </Alert>
            <Group>
              <Button variant="default" onClick={() => void check(null)}>
                {t('import.another')}
              </Button>
              <Button onClick={close}>{t('import.close')}</Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}

function CheckedView({
  phase,
  onImport,
}: {
  phase: Extract<Phase, { kind: 'checked' }>;
  onImport: (badRows: Set<number>, onlyValid: boolean) => void;
}) {
  const t = useToolsT();
  const total = phase.records.length;
  const badRows = new Set(phase.problems.map((p) => p.row));
  const good = total - badRows.size;
  return (
    <Stack gap="sm">
      {phase.unknown.length > 0 && (
        <Alert color="gray">{t('import.unknown', { columns: phase.unknown.join(', ') })}</Alert>
      )}
      {phase.problems.length === 0 ? (
        <Alert color="green" role="status">
          {t('import.allGood', { count: total })}
        </Alert>
      ) : (
        <Alert color="yellow" role="status">
          {t('import.someBad', { bad: badRows.size, total })}
        </Alert>
      )}
      {phase.newCategories.length > 0 && (
        <Text size="sm">{t('import.newCategories', { names: phase.newCategories.join(', ') })}</Text>
      )}
      {phase.problems.length > 0 && (
        <Table.ScrollContainer minWidth={420} mah={360}>
          <Table striped verticalSpacing={4} aria-label={t('import.problem')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.row')}</Table.Th>
                <Table.Th>{t('import.field')}</Table.Th>
                <Table.Th>{t('import.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {phase.problems.slice(0, SHOWN_PROBLEMS).map((p) => (
                <Table.Tr key={`${p.row}-${p.field}-${p.message}`}>
                  <Table.Td>{p.row}</Table.Td>
                  <Table.Td ff="monospace">{p.field}</Table.Td>
                  <Table.Td>{p.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="sm">
        {phase.problems.length === 0 ? (
          <Button onClick={() => onImport(badRows, false)}>{t('import.importAll', { count: total })}</Button>
        ) : (
          good > 0 && (
            <Button variant="default" onClick={() => onImport(badRows, true)}>
              {t('import.importGood', { count: good })}
            </Button>
          )
        )}
      </Group>
    </Stack>
  );
}
