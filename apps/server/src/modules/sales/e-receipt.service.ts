import { DomainError, formatManilaDateTime, formatPeso } from '@fbms/domain';
import { type AuditWhere, who, writeAudit } from '../../platform/audit.ts';
import type { Actor, AppDeps } from '../../platform/http/context.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { readImage } from '../system-settings/system-settings.service.ts';
import { invoiceFileName, invoicePdf } from './invoice-pdf.ts';
import type { SaleDetail } from './sales.repository.ts';

/** The e-receipt: a short note in the store's name with the sales invoice attached as a PDF. */
export function receiptMail(sale: SaleDetail, to: string, pdf: Buffer): MailMessage {
  const store = sale.seller.name || 'our store';
  const invoice = `${sale.terminalName} ${sale.invoiceNumber}`;
  const contact = [sale.seller.name, sale.seller.address, sale.seller.phone && `Tel. ${sale.seller.phone}`]
    .filter(Boolean)
    .join('\n');
  return {
    to,
    subject: `Sales invoice ${invoice} from ${store}`,
    text: [
      `Thank you for buying at ${store}.`,
      '',
      `Your sales invoice No. ${invoice} of ${formatManilaDateTime(sale.createdAt)} for ${formatPeso(sale.totalCentavos)} is attached as a PDF.`,
      ...(sale.status === 'voided' ? ['', 'This sale was voided.'] : []),
      '',
      contact,
    ].join('\n'),
    kind: 'receipt',
    attachments: [{ filename: invoiceFileName(sale), content: pdf, contentType: 'application/pdf' }],
    ...(sale.seller.email ? { replyTo: sale.seller.email } : {}),
  };
}

/**
 * Sends the sale's invoice to `to` and logs it in the audit trail. The mail goes first: the audit row
 * says only what was really sent. Without SMTP the message lands in the outbox and the answer says so.
 */
export async function emailReceipt(
  deps: AppDeps,
  actor: Actor,
  sale: SaleDetail,
  to: string,
  where: AuditWhere,
): Promise<{ sentTo: string; transport: 'smtp' | 'outbox' }> {
  const pdf = await invoicePdf(sale, await readImage(deps.database.db, 'logo'));
  try {
    await deps.mailer.send(receiptMail(sale, to, pdf));
  } catch (err) {
    deps.logger.error({ err, sale: sale.id }, 'e-receipt could not be sent');
    throw new DomainError('MAIL_NOT_SENT');
  }
  await writeAudit(
    deps.database.db,
    {
      action: 'sales.receipt_emailed',
      ...who(actor),
      targetType: 'sale',
      targetId: sale.id,
      details: { invoice: `${sale.terminalName} ${sale.invoiceNumber}`, to },
    },
    where,
  );
  return { sentTo: to, transport: deps.mailer.transport };
}
