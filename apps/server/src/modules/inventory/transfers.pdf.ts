import { formatManilaDateTime, formatPeso, type TransferSlip } from '@fbms/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { AppDeps } from '../../platform/http/context.ts';
import { pdfmake } from '../../platform/pdfmake.ts';
import { getSystemSettings } from '../system-settings/system-settings.service.ts';

/**
 * The transfer slip as a PDF that travels with the goods (issue 26): A4, or an 80 mm roll for the
 * receipt printer. Number, from and to with their branches, dates, vehicle and driver, each line with
 * its batches and expiry and its requested / approved / issued / received quantities, the totals, and the
 * signature lines (prepared, approved, issued, driver, received).
 */

export type TransferPdfFormat = 'a4' | '80mm';

interface Store {
  name: string;
  address: string;
  taxId: string;
}

const STATUS_TEXT: Record<TransferSlip['status'], string> = {
  draft: 'DRAFT',
  requested: 'REQUESTED: NOT YET APPROVED',
  approved: 'APPROVED: NOT YET ISSUED',
  in_transit: 'IN TRANSIT',
  received: 'RECEIVED (DISCREPANCY OPEN)',
  closed: 'CLOSED',
  cancelled: 'CANCELLED',
};

const qty = (milli: number | null) =>
  milli === null ? '' : (milli / 1000).toLocaleString('en-PH', { maximumFractionDigits: 3 });
const dash = (s: string | null | undefined) => (s?.trim() ? s : '—');

/** Each signature line: the role, and the name the slip recorded (the driver as written on it). */
function signatures(slip: TransferSlip): [string, string][] {
  return [
    ['Prepared by', slip.requestedByName ?? slip.createdByName ?? ''],
    ['Approved by', slip.approvedByName ?? ''],
    ['Issued by', slip.issuedByName ?? ''],
    ['Driver', slip.driverInfo ?? ''],
    ['Received by', slip.receivedByName ?? ''],
  ];
}

/** Pure, so a test can read every text it draws. */
export function transferDocDefinition(
  slip: TransferSlip,
  store: Store,
  printedAt: string,
  format: TransferPdfFormat,
): TDocumentDefinitions {
  return format === '80mm' ? roll(slip, store, printedAt) : a4(slip, store, printedAt);
}

function a4(slip: TransferSlip, store: Store, printedAt: string): TDocumentDefinitions {
  const r = (text: string) => ({ text, alignment: 'right' as const });
  const b = (text: string) => ({ text, bold: true });
  const body: Content[][] = [
    [
      b('#'),
      b('Product'),
      b('Batch / expiry'),
      { ...r('Requested'), bold: true },
      { ...r('Approved'), bold: true },
      { ...r('Issued'), bold: true },
      { ...r('Received'), bold: true },
      { ...r('Value'), bold: true },
    ],
  ];
  for (const l of slip.lines) {
    body.push([
      String(l.lineNo),
      { text: [{ text: l.productName }, { text: `\n${l.sku} · ${l.baseUnit}`, fontSize: 7 }] },
      l.lots.length
        ? l.lots
            .map((x) => `${x.batchNumber ?? 'no batch'}${x.expiryDate ? ` exp ${x.expiryDate}` : ''}`)
            .join('\n')
        : '',
      r(qty(l.requestedMilli)),
      r(qty(l.approvedMilli)),
      r(qty(l.issuedMilli)),
      r(qty(l.receivedMilli)),
      r(formatPeso(l.totalValueCentavos)),
    ]);
    for (const x of l.lots.filter((x) => x.damagedMilli > 0 || x.condition))
      body.push([
        '',
        {
          text: `${x.batchNumber ?? 'no batch'}: ${x.condition ?? ''}${x.notes ? ` — ${x.notes}` : ''}`,
          fontSize: 7,
        },
        '',
        '',
        '',
        r(qty(x.issuedMilli)),
        r(`${qty(x.receivedMilli)}${x.damagedMilli ? ` (+${qty(x.damagedMilli)} damaged)` : ''}`),
        '',
      ]);
  }
  body.push([
    '',
    b('Total'),
    '',
    { ...r(qty(slip.totalRequestedMilli)), bold: true },
    { ...r(qty(slip.totalApprovedMilli)), bold: true },
    { ...r(qty(slip.totalIssuedMilli)), bold: true },
    { ...r(qty(slip.totalReceivedMilli)), bold: true },
    { ...r(formatPeso(slip.totalValueCentavos)), bold: true },
  ]);
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { fontSize: 9 },
    info: { title: `Transfer slip ${slip.transferNo}` },
    footer: (page, pages) => ({
      text: `${slip.transferNo} · printed ${formatManilaDateTime(printedAt)} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
    }),
    content: [
      { text: store.name || 'Transfer slip', fontSize: 13, bold: true },
      ...(store.address ? [{ text: store.address, fontSize: 8 }] : []),
      ...(store.taxId ? [{ text: `TIN ${store.taxId}`, fontSize: 8 }] : []),
      { text: `TRANSFER SLIP ${slip.transferNo}`, fontSize: 12, bold: true, margin: [0, 10, 0, 2] },
      { text: STATUS_TEXT[slip.status], bold: true, margin: [0, 0, 0, 6] },
      {
        columns: [
          [
            b('From'),
            { text: slip.fromLocationName },
            { text: slip.fromBranchName, fontSize: 8 },
            { text: 'To', bold: true, margin: [0, 4, 0, 0] },
            { text: slip.toLocationName },
            { text: slip.toBranchName, fontSize: 8 },
          ],
          [
            { text: `Transfer date: ${slip.transferDate}` },
            { text: `Expected delivery: ${dash(slip.expectedDeliveryDate)}` },
            { text: `Actual delivery: ${dash(slip.actualDeliveryDate)}` },
            { text: `Vehicle: ${dash(slip.vehicleInfo)}` },
            { text: `Driver: ${dash(slip.driverInfo)}` },
          ],
        ],
        margin: [0, 0, 0, 8],
      } as Content,
      {
        table: { headerRows: 1, widths: [14, '*', 90, 48, 48, 48, 70, 60], body },
        layout: 'lightHorizontalLines',
      },
      ...(slip.notes ? [{ text: `Notes: ${slip.notes}`, margin: [0, 8, 0, 0] } as Content] : []),
      ...(slip.cancelReason
        ? [{ text: `Cancelled: ${slip.cancelReason}`, margin: [0, 4, 0, 0] } as Content]
        : []),
      {
        columns: signatures(slip).map(([role, name]) => ({
          stack: [
            { text: '\n\n__________________' },
            { text: role, bold: true },
            { text: name, fontSize: 8 },
          ],
        })),
        columnGap: 8,
        margin: [0, 28, 0, 0],
      } as Content,
    ],
  };
}

function roll(slip: TransferSlip, store: Store, printedAt: string): TDocumentDefinitions {
  const line = (label: string, value: string): Content => ({
    columns: [
      { text: label, width: 'auto' },
      { text: value, width: '*', alignment: 'right' },
    ],
  });
  return {
    pageSize: { width: 227, height: 'auto' },
    pageMargins: [10, 10, 10, 10],
    defaultStyle: { fontSize: 8 },
    info: { title: `Transfer slip ${slip.transferNo}` },
    content: [
      { text: store.name || 'Transfer slip', bold: true, alignment: 'center', fontSize: 10 },
      ...(store.address ? [{ text: store.address, alignment: 'center' as const }] : []),
      { text: 'TRANSFER SLIP', bold: true, alignment: 'center', margin: [0, 6, 0, 2] },
      { text: slip.transferNo, bold: true, alignment: 'center' },
      { text: STATUS_TEXT[slip.status], alignment: 'center', margin: [0, 0, 0, 6] },
      line('From', `${slip.fromLocationName} (${slip.fromBranchName})`),
      line('To', `${slip.toLocationName} (${slip.toBranchName})`),
      line('Transfer date', slip.transferDate),
      line('Expected', dash(slip.expectedDeliveryDate)),
      line('Delivered', dash(slip.actualDeliveryDate)),
      line('Vehicle', dash(slip.vehicleInfo)),
      line('Driver', dash(slip.driverInfo)),
      { text: '', margin: [0, 4, 0, 0] },
      ...slip.lines.flatMap((l): Content[] => [
        { text: `${l.lineNo}. ${l.productName}`, bold: true, margin: [0, 4, 0, 0] },
        { text: `${l.sku} · ${l.baseUnit}`, fontSize: 7 },
        line(
          'Req / appr / issued / recd',
          [l.requestedMilli, l.approvedMilli, l.issuedMilli, l.receivedMilli]
            .map((q) => qty(q) || '—')
            .join(' / '),
        ),
        ...l.lots.map((x) =>
          line(
            `  ${x.batchNumber ?? 'no batch'}${x.expiryDate ? ` exp ${x.expiryDate}` : ''}`,
            `${qty(x.issuedMilli)}${x.condition ? ` → ${qty(x.receivedMilli)} ${x.condition}` : ''}${
              x.damagedMilli ? ` (${qty(x.damagedMilli)} damaged)` : ''
            }`,
          ),
        ),
        line('Value', formatPeso(l.totalValueCentavos)),
      ]),
      { text: '', margin: [0, 4, 0, 0] },
      line('Total issued', qty(slip.totalIssuedMilli) || '0'),
      line('Total received', qty(slip.totalReceivedMilli) || '0'),
      line('Total value', formatPeso(slip.totalValueCentavos)),
      ...(slip.notes ? [{ text: `Notes: ${slip.notes}`, margin: [0, 4, 0, 0] } as Content] : []),
      ...signatures(slip).flatMap(([role, name]): Content[] => [
        { text: '\n\n______________________________', alignment: 'center' },
        { text: `${role}${name ? `: ${name}` : ''}`, alignment: 'center' },
      ]),
      {
        text: `Printed ${formatManilaDateTime(printedAt)}`,
        alignment: 'center',
        fontSize: 6,
        margin: [0, 8, 0, 0],
      },
    ],
  };
}

export async function transferPdf(
  deps: Pick<AppDeps, 'database' | 'now'>,
  slip: TransferSlip,
  format: TransferPdfFormat,
): Promise<Buffer> {
  const { businessInfo } = await getSystemSettings(deps.database.db);
  const store = { name: businessInfo.name, address: businessInfo.address, taxId: businessInfo.taxId };
  return pdfmake()
    .createPdf(transferDocDefinition(slip, store, deps.now().toISOString(), format))
    .getBuffer();
}
