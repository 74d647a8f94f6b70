import {
  type ImportProblem,
  MAX_SHEET_FILE_BYTES,
  MAX_SUPPLIER_IMPORT_ROWS,
  readSupplierHeader,
  SheetFileError,
  SUPPLIER_COLUMNS,
  type SupplierImportRecord,
  supplierRowsToRecords,
  suppliersContract,
} from '@fbms/domain';
import { Alert, Button, Drawer, FileInput, Menu, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { readSheetRows } from '../../lib/read-sheet.ts';
import { useSuppliersT } from './suppliers.i18n.ts';

/** Export of the listed suppliers (the list's status and search) as CSV or XLSX, from the server. */
export function SupplierExportMenu({ q, status }: { q: string; status: string }) {
  const t = useSuppliersT();
  const href = (format: 'csv' | 'xlsx') =>
    `/api/suppliers/export?${new URLSearchParams({ format, status, ...(q ? { q } : {}) })}`;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />}>
          {t('io.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={href('csv')} download>
          {t('io.csv')}
        </Menu.Item>
        <Menu.Item component="a" href={href('xlsx')} download>
          {t('io.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'checked'; records: SupplierImportRecord[]; problems: ImportProblem[]; unknown: string[] }
  | { kind: 'error'; message: string };

/**
 * Import suppliers from a CSV or XLSX file (the export's columns):
 * the server checks every row first and lists each problem by row and column; the import then writes
 * every row, or nothing.
 */
export function SupplierImportDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useSuppliersT();
  const qc = useQueryClient();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const readProblem = (e: unknown) => {
    if (!(e instanceof SheetFileError)) return e instanceof Error ? e.message : String(e);
    if (e.problem === 'TOO_LARGE') return t('io.tooLarge', { max: MAX_SHEET_FILE_BYTES / (1024 * 1024) });
    if (e.problem === 'TOO_MANY_ROWS') return t('io.tooMany', { max: MAX_SUPPLIER_IMPORT_ROWS });
    return t('io.unreadable');
  };

  const check = async (f: File | null) => {
    setFile(f);
    if (!f) return setPhase({ kind: 'idle' });
    setPhase({ kind: 'busy' });
    try {
      const rows = (await readSheetRows(f)).filter((r) => r.some((c) => c.trim() !== ''));
      const [header = [], ...data] = rows;
      if (data.length === 0) return setPhase({ kind: 'error', message: t('io.empty') });
      if (data.length > MAX_SUPPLIER_IMPORT_ROWS)
        return setPhase({ kind: 'error', message: t('io.tooMany', { max: MAX_SUPPLIER_IMPORT_ROWS }) });
      const h = readSupplierHeader(header);
      const records = supplierRowsToRecords(h.columns, data);
      const r = await api.call(suppliersContract.importSuppliers, { body: { records, dryRun: true } });
      setPhase({ kind: 'checked', records, problems: r.problems, unknown: h.unknown });
    } catch (e) {
      setPhase({ kind: 'error', message: readProblem(e) });
    }
  };

  const run = async (records: SupplierImportRecord[]) => {
    setPhase({ kind: 'busy' });
    try {
      const r = await api.call(suppliersContract.importSuppliers, { body: { records, dryRun: false } });
      await qc.invalidateQueries({ queryKey: ['suppliers'] });
      notify.success({
        title: t('io.import'),
        message: t('io.done', { count: r.imported }),
      });
      close();
    } catch (e) {
      const problems =
        (e instanceof ApiError ? (e.details as { problems?: ImportProblem[] } | null)?.problems : null) ?? [];
      if (problems.length) setPhase({ kind: 'checked', records, problems, unknown: [] });
      else setPhase({ kind: 'error', message: (e as Error).message });
    }
  };

  const close = () => {
    setFile(null);
    setPhase({ kind: 'idle' });
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={t('io.importTitle')}
    >
      <Stack gap="md">
        <Text size="sm">{t('io.help')}</Text>
        <Text size="xs" c="dimmed">
          {t('io.columns', {
            columns: SUPPLIER_COLUMNS.map((c) => c.header).join(', '),
          })}
        </Text>
        <FileInput
          label={t('io.file')}
          placeholder={t('io.choose')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileUpload size={16} />}
          value={file}
          onChange={(f) => void check(f)}
          clearable
          disabled={phase.kind === 'busy'}
        />
        {phase.kind === 'busy' && <Text size="sm">{t('io.working')}</Text>}
        {phase.kind === 'error' && (
          <Alert color="red" title={t('io.refused')}>
            {phase.message}
          </Alert>
        )}
        {phase.kind === 'checked' && phase.unknown.length > 0 && (
          <Alert color="yellow">{t('io.unknown', { columns: phase.unknown.join(', ') })}</Alert>
        )}
        {phase.kind === 'checked' && phase.problems.length > 0 && (
          <>
            <Alert color="red" title={t('io.problems', { count: phase.problems.length })}>
              {t('io.fix')}
            </Alert>
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('io.row')}</Table.Th>
                    <Table.Th>{t('io.column')}</Table.Th>
                    <Table.Th>{t('io.message')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {phase.problems.slice(0, 200).map((p) => (
                    <Table.Tr key={`${p.row}-${p.field}-${p.message}`}>
                      <Table.Td>{p.row}</Table.Td>
                      <Table.Td>{p.field}</Table.Td>
                      <Table.Td>{p.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        {phase.kind === 'checked' && phase.problems.length === 0 && (
          <>
            <Alert color="green">{t('io.ready', { count: phase.records.length })}</Alert>
            <Button onClick={() => void run(phase.records)}>
              {t('io.importN', { count: phase.records.length })}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
