import { salesContract, TENDER_LABELS, TENDER_METHODS, type TenderMethod } from '@fbms/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Menu,
  Pagination,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { downloadTable, type TableFormat } from '../../lib/download-file.ts';
import { formatDateTime, formatPeso } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { hasPermission } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { useStoreLogo } from '../../lib/use-store-logo.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { RecordHistoryButton } from '../../shell/record-history/record-history-button.tsx';
import { EReceipt } from './e-receipt.tsx';
import { InvoiceDocument, type Paper as PaperSize, PrintInvoice } from './invoice-document.tsx';
import { usePosT } from './pos.i18n.ts';
import classes from './pos.module.css';
import { PrintButtons, usePrint } from './receipt-dialog.tsx';
import { useSaleDocsT } from './sale-documents.i18n.ts';
import { SaleDocumentsPanel } from './sale-documents-panel.tsx';
import {
  logReprint,
  SALES_PAGE_SIZE,
  type SaleSummary,
  type SalesFilters,
  saleQuery,
  salesListQuery,
} from './sales.queries.ts';

/** Sales history: filters, the total of the filter, an invoice to open and reprint, CSV or XLSX export. */
export function SalesHistoryScreen() {
  const t = usePosT();
  const td = useSaleDocsT();
  const me = useCurrentUser();
  const [f, setF] = useState<SalesFilters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [text, setText] = useState({ invoice: '', customer: '' });
  const [debounced] = useDebouncedValue(text, 250);
  const filters = {
    ...f,
    invoice: debounced.invoice || undefined,
    customer: debounced.customer || undefined,
    page,
  };
  const list = useQuery(salesListQuery(filters));
  const [exporting, setExporting] = useState(false);
  const set = (next: Partial<SalesFilters>) => {
    setF({ ...f, ...next });
    setPage(1);
  };

  const exportSales = async (format: TableFormat) => {
    setExporting(true);
    try {
      const sales: SaleSummary[] = [];
      for (let p = 1; ; p++) {
        const r = await api.call(salesContract.listSales, { query: { ...filters, page: p, pageSize: 200 } });
        sales.push(...r.items);
        if (sales.length >= r.total || r.items.length === 0) break;
      }
      const header = [
        'date',
        'terminal',
        'invoice',
        'cashier',
        'customer',
        'paid_by',
        'status',
        'returned',
        'total',
      ];
      // Totals are numbers in the workbook so the accountant can sum them (centavos are exact in a
      // double); the CSV writes them with their two decimals.
      const row = (s: SaleSummary) => [
        formatDateTime(s.createdAt),
        s.terminalName,
        s.invoiceNumber,
        s.cashierName,
        s.customerName ?? '',
        s.methods.map((m) => TENDER_LABELS[m]).join(' + '),
        s.status,
        s.returnState ?? '',
        format === 'csv' ? (s.totalCentavos / 100).toFixed(2) : s.totalCentavos / 100,
      ];
      await downloadTable('sales', 'Sales', [header, ...sales.map(row)], format);
    } catch (e) {
      notify.error({ title: t('history.title'), message: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('history.title')}</Title>
          <Group gap="md">
            {me && hasPermission(me, 'pos:edit') && (
              <Anchor component={Link} to="/sales-history/e-journal" size="sm">
                {t('history.eJournal')}
              </Anchor>
            )}
            {me && hasPermission(me, 'reports:export') && (
              <Anchor component={Link} to="/sales-history/reports" size="sm">
                {t('history.posReports')}
              </Anchor>
            )}
          </Group>
        </Stack>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={18} />} loading={exporting}>
              {t('history.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void exportSales('csv')}>{t('history.exportCsv')}</Menu.Item>
            <Menu.Item onClick={() => void exportSales('xlsx')}>{t('history.exportXlsx')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 6 }}>
        <TextInput
          type="date"
          label={t('history.from')}
          value={f.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('history.to')}
          value={f.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
        <Select
          label={t('history.method')}
          placeholder={t('history.anyMethod')}
          clearable
          data={TENDER_METHODS.map((m) => ({ value: m, label: TENDER_LABELS[m] }))}
          value={f.method ?? null}
          onChange={(m) => set({ method: (m as TenderMethod | null) ?? undefined })}
        />
        <Select
          label={td('filterStatus')}
          placeholder={td('anyStatus')}
          clearable
          data={[
            { value: 'completed', label: td('statusCompleted') },
            { value: 'voided', label: td('statusVoided') },
            { value: 'returned', label: td('statusReturned') },
          ]}
          value={f.status ?? null}
          onChange={(v) => set({ status: (v as SalesFilters['status'] | null) ?? undefined })}
        />
        <TextInput
          label={t('history.invoice')}
          value={text.invoice}
          onChange={(e) => {
            setText({ ...text, invoice: e.currentTarget.value });
            setPage(1);
          }}
        />
        <TextInput
          label={t('history.customer')}
          value={text.customer}
          onChange={(e) => {
            setText({ ...text, customer: e.currentTarget.value });
            setPage(1);
          }}
        />
      </SimpleGrid>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <>
          <Group gap="md">
            <Text fw={600}>{t('history.count', { count: list.data.total })}</Text>
            <Text fw={600} data-testid="history-total">
              {t('history.total', { amount: formatPeso(list.data.totalCentavos) })}
            </Text>
          </Group>
          {list.data.items.length === 0 ? (
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {t('history.none')}
              </Text>
            </Paper>
          ) : (
            <Paper withBorder>
              <Table.ScrollContainer minWidth={640}>
                <Table highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('history.date')}</Table.Th>
                      <Table.Th>{t('history.invoice')}</Table.Th>
                      <Table.Th>{t('history.cashier')}</Table.Th>
                      <Table.Th>{t('history.customer')}</Table.Th>
                      <Table.Th>{t('history.method')}</Table.Th>
                      <Table.Th className={classes.money}>{t('history.amount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.items.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>{formatDateTime(s.createdAt)}</Table.Td>
                        <Table.Td>
                          <UnstyledButton
                            aria-label={t('history.open', { number: `${s.terminalName} ${s.invoiceNumber}` })}
                            onClick={() => setOpen(s.id)}
                          >
                            <Text fw={600} c="blue">
                              {s.terminalName} {s.invoiceNumber}
                            </Text>
                          </UnstyledButton>
                          {s.status === 'voided' && (
                            <Badge color="red" size="xs">
                              {t('history.voided')}
                            </Badge>
                          )}
                          {s.returnState && (
                            <Badge color="orange" size="xs" ml={4}>
                              {td(`returned.${s.returnState}`)}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{s.cashierName}</Table.Td>
                        <Table.Td>{s.customerName ?? '—'}</Table.Td>
                        <Table.Td>{s.methods.map((m) => TENDER_LABELS[m]).join(' + ')}</Table.Td>
                        <Table.Td className={classes.money}>{formatPeso(s.totalCentavos)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
          {list.data.total > SALES_PAGE_SIZE && (
            <Pagination
              value={page}
              onChange={setPage}
              total={Math.ceil(list.data.total / SALES_PAGE_SIZE)}
            />
          )}
        </>
      )}
      <SaleDrawer id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function SaleDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = usePosT();
  const client = useQueryClient();
  const sale = useQuery({ ...saleQuery(id ?? ''), enabled: id !== null });
  const [printing, print] = usePrint();
  const logo = useStoreLogo();
  const [error, setError] = useState<string | null>(null);
  const reprint = async (paper: PaperSize) => {
    if (!id) return;
    setError(null);
    try {
      const { printedAt } = await logReprint(id);
      notify.info({ id: 'reprint', title: t('history.reprint'), message: t('history.reprinted') });
      print(paper, printedAt);
      void client.invalidateQueries({ queryKey: ['sales', id] });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        sale.data
          ? t('receipt.invoice', { number: `${sale.data.terminalName} ${sale.data.invoiceNumber}` })
          : ''
      }
    >
      {sale.isPending && id && <Loader />}
      {sale.isError && <LoadError error={sale.error} onRetry={() => void sale.refetch()} />}
      {sale.data && (
        <Stack>
          {error && <Alert color="red">{error}</Alert>}
          <Group>
            <RecordHistoryButton targetType="sale" targetId={sale.data.id} />
          </Group>
          <SaleDocumentsPanel sale={sale.data} />
          <Text size="sm" fw={600}>
            {t('history.reprint')}
          </Text>
          <PrintButtons onPrint={(p) => void reprint(p)} />
          <EReceipt saleId={sale.data.id} />
          <ScrollArea>
            <InvoiceDocument sale={sale.data} paper="80mm" logoSrc={logo} />
          </ScrollArea>
          {printing && (
            <PrintInvoice
              sale={sale.data}
              paper={printing.paper}
              reprintedAt={printing.reprintedAt}
              logoSrc={logo}
            />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
