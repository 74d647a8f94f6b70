import { DomainError, formatManilaDateTime, formatPeso, type PurchaseOrder } from '@fbms/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import { branchScope } from '../../platform/http/branch-scope.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import { pdfmake } from '../../platform/pdfmake.ts';
import { getSystemSettings } from '../system-settings/system-settings.service.ts';
import { purchaseOrderOf } from './purchase-orders.service.ts';

/** The purchase order as an A4 PDF (the store's heading, the supplier, the lines) and e-mailed to them. */

type Deps = Pick<AppDeps, 'database' | 'now'>;

interface Store {
  name: string;
  address: string;
  taxId: string;
}

const STATUS_TEXT: Record<PurchaseOrder['status'], string> = {
  draft: 'DRAFT',
  submitted: 'SUBMITTED: NOT YET APPROVED',
  approved: 'APPROVED',
  partly_received: 'APPROVED (PARTLY RECEIVED)',
  received: 'APPROVED (RECEIVED)',
  closed: 'CLOSED',
  cancelled: 'CANCELLED',
};

const qty = (milli: number) => (milli / 1000).toLocaleString('en-PH', { maximumFractionDigits: 3 });

/** Pure, so a test can read every text it draws. */
export function poDocDefinition(po: PurchaseOrder, store: Store, printedAt: string): TDocumentDefinitions {
  const r = (text: string) => ({ text, alignment: 'right' as const });
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { fontSize: 9 },
    info: { title: `Purchase order ${po.poNo}`, keywords: po.supplierName },
    footer: (page, pages) => ({
      text: `${po.poNo} · printed ${formatManilaDateTime(printedAt)} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
    }),
    content: [
      { text: store.name || 'Purchase order', fontSize: 13, bold: true },
      ...(store.address ? [{ text: store.address, fontSize: 8 }] : []),
      ...(store.taxId ? [{ text: `TIN ${store.taxId}`, fontSize: 8 }] : []),
      { text: `PURCHASE ORDER ${po.poNo}`, fontSize: 12, bold: true, margin: [0, 10, 0, 2] },
      { text: STATUS_TEXT[po.status], bold: true, margin: [0, 0, 0, 6] },
      {
        columns: [
          [
            { text: 'Supplier', bold: true },
            { text: po.supplierName },
            ...(po.supplierEmail ? [{ text: po.supplierEmail }] : []),
          ],
          [
            { text: `Order date: ${po.orderDate}` },
            { text: `Deliver to: ${po.locationName}` },
            { text: `Expected: ${po.expectedDate ?? 'as soon as possible'}` },
          ],
        ],
        margin: [0, 0, 0, 8],
      } as Content,
      {
        table: {
          headerRows: 1,
          widths: [20, 60, '*', 50, 40, 65, 70],
          body: [
            ['#', 'SKU', 'Product', r('Quantity'), 'Unit', r('Unit cost'), r('Amount')].map((t) =>
              typeof t === 'string' ? { text: t, bold: true } : { ...t, bold: true },
            ),
            ...po.lines.map((l) => [
              String(l.lineNo),
              l.sku,
              l.productName,
              r(qty((l.orderedMilli * 1000) / l.baseMilliPerUnit)),
              l.unitCode,
              r(formatPeso(l.unitCostCentavos)),
              r(formatPeso(l.lineCentavos)),
            ]),
            [
              '',
              '',
              { text: 'Total', bold: true },
              '',
              '',
              '',
              { ...r(formatPeso(po.totalCentavos)), bold: true },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(po.notes ? [{ text: `Notes: ${po.notes}`, margin: [0, 8, 0, 0] } as Content] : []),
      {
        columns: [
          { text: `Prepared by: ${po.createdByName ?? ''}\n\n______________________` },
          { text: `Approved by: ${po.approvedByName ?? ''}\n\n______________________` },
        ],
        margin: [0, 24, 0, 0],
      } as Content,
    ],
  };
}

async function storeOf(deps: Pick<Deps, 'database'>): Promise<Store> {
  const { businessInfo } = await getSystemSettings(deps.database.db);
  return { name: businessInfo.name, address: businessInfo.address, taxId: businessInfo.taxId };
}

export async function purchaseOrderPdf(deps: Deps, po: PurchaseOrder): Promise<Buffer> {
  return pdfmake()
    .createPdf(poDocDefinition(po, await storeOf(deps), deps.now().toISOString()))
    .getBuffer();
}

/** E-mails the PDF to the supplier's address on file (the outbox without SMTP), then logs it. */
export async function emailPurchaseOrder(
  deps: AppDeps,
  actor: Actor,
  id: string,
  where: AuditWhere,
): Promise<{ sentTo: string; transport: 'smtp' | 'outbox' }> {
  const po = await purchaseOrderOf(deps, id, deps.database.db, branchScope(actor));
  if (!po.supplierEmail)
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      'This supplier has no e-mail address on file. Add one on the supplier’s page first.',
    );
  if (po.status === 'draft' || po.status === 'cancelled')
    throw new DomainError(
      'BUSINESS_INVALID_OPERATION',
      'Only a submitted or approved order can be sent to the supplier.',
    );
  const store = await storeOf(deps);
  const pdf = await purchaseOrderPdf(deps, po);
  try {
    await deps.mailer.send({
      to: po.supplierEmail,
      subject: `Purchase order ${po.poNo} from ${store.name || 'our store'}`,
      text: [
        `Dear ${po.supplierName},`,
        '',
        `Please find attached our purchase order ${po.poNo} (${formatPeso(po.totalCentavos)}).`,
        po.expectedDate ? `We expect delivery on ${po.expectedDate} at ${po.locationName}.` : '',
        '',
        [store.name, store.address].filter(Boolean).join('\n'),
      ].join('\n'),
      kind: 'notice',
      attachments: [{ filename: `${po.poNo}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
  } catch (err) {
    deps.logger.error({ err, po: id }, 'purchase order could not be sent');
    throw new DomainError('MAIL_NOT_SENT');
  }
  await writeAudit(
    deps.database.db,
    {
      action: 'purchases.po_emailed',
      ...who(actor),
      targetType: 'purchase_order',
      targetId: id,
      details: { poNo: po.poNo, to_email: po.supplierEmail },
    },
    where,
  );
  return { sentTo: po.supplierEmail, transport: deps.mailer.transport };
}
