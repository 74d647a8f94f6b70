import { type Db, type Tx, uuidv7 } from '@fbms/db';
import { type SQL, sql } from 'drizzle-orm';

/** The audited actions; security events from the platform issue, more as modules land. */
export type AuditAction =
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.sign_in_refused'
  | 'auth.lockout'
  | 'auth.sign_out'
  | 'auth.sign_up'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.password_changed'
  | 'auth.session_revoked'
  | 'auth.session_idle_timeout'
  | 'auth.email_verified'
  | 'access.denied'
  | 'setup.completed'
  | 'users.invited'
  | 'users.approved'
  | 'users.role_changed'
  | 'users.activated'
  | 'users.deactivated'
  | 'users.password_reset_sent'
  | 'settings.security_changed'
  | 'account.profile_updated'
  | 'settings.user_changed'
  | 'auth.sign_in_social'
  | 'system_check.run'
  | 'settings.system_changed'
  | 'catalog.product_created'
  | 'catalog.product_updated'
  | 'catalog.product_deleted'
  | 'catalog.category_created'
  | 'catalog.category_updated'
  | 'catalog.category_deleted'
  | 'inventory.adjusted'
  | 'inventory.sack_opened'
  | 'pos.terminal_enrolled'
  | 'pos.terminal_retired'
  | 'sales.completed'
  | 'sales.refused'
  | 'sales.approval_refused'
  | 'sales.reprinted'
  | 'sales.receipt_emailed'
  | 'inventory.count_created'
  | 'inventory.count_posted'
  | 'inventory.count_cancelled'
  | 'inventory.transfer_created'
  | 'inventory.transfer_changed'
  | 'inventory.transfer_requested'
  | 'inventory.transfer_approved'
  | 'inventory.transfer_issued'
  | 'inventory.transfer_received'
  | 'inventory.transfer_resolved'
  | 'inventory.transfer_closed'
  | 'inventory.transfer_cancelled'
  | 'catalog.products_imported'
  | 'shifts.opened'
  | 'shifts.closed'
  | 'shifts.handed_over'
  | 'shifts.cash_in'
  | 'shifts.cash_out'
  | 'shifts.x_reading'
  | 'shifts.z_reading'
  | 'shifts.reading_reprinted'
  | 'shifts.grand_total_reset'
  | 'shifts.z_reading_missed'
  | 'sales.voided'
  | 'sales.returned'
  | 'sales.document_reprinted'
  | 'accounting.account_created'
  | 'accounting.account_updated'
  | 'accounting.entry_posted'
  | 'accounting.entry_reversed'
  | 'accounting.period_closed'
  | 'accounting.period_reopened'
  | 'expenses.category_created'
  | 'expenses.category_changed'
  | 'expenses.category_deleted'
  | 'expenses.created'
  | 'expenses.changed'
  | 'expenses.submitted'
  | 'expenses.approved'
  | 'expenses.rejected'
  | 'expenses.paid'
  | 'expenses.receipt_attached'
  | 'expenses.receipt_removed'
  | 'expenses.recurring_created'
  | 'expenses.recurring_changed'
  | 'marketing.segment_saved'
  | 'marketing.segment_deleted'
  | 'marketing.campaign_created'
  | 'marketing.campaign_sent'
  | 'marketing.opted_out'
  | 'loyalty.settings_changed'
  | 'loyalty.adjusted'
  | 'customers.created'
  | 'customers.changed'
  | 'customers.deactivated'
  | 'customers.reactivated'
  | 'customers.merged'
  | 'customers.opening_balance'
  | 'customers.consent_changed'
  | 'customers.imported'
  | 'customers.payment_received'
  | 'customers.check_bounced'
  | 'customers.statement_emailed'
  | 'customers.reminders_sent'
  | 'suppliers.created'
  | 'suppliers.changed'
  | 'suppliers.deactivated'
  | 'suppliers.reactivated'
  | 'suppliers.product_linked'
  | 'suppliers.product_unlinked'
  | 'suppliers.imported'
  | 'purchases.po_created'
  | 'purchases.po_changed'
  | 'purchases.po_submitted'
  | 'purchases.po_approved'
  | 'purchases.po_rejected'
  | 'purchases.po_cancelled'
  | 'purchases.po_closed'
  | 'purchases.po_emailed'
  | 'purchases.goods_received'
  | 'purchases.goods_returned'
  | 'purchases.supplier_paid'
  | 'privacy.sensitive_read'
  | 'privacy.audit_exported'
  | 'privacy.customer_exported'
  | 'privacy.employee_exported'
  | 'privacy.customer_anonymized'
  | 'backup.made'
  | 'backup.restored'
  | 'backup.drill'
  | 'backup.deleted'
  | 'backup.settings_changed'
  | 'branches.created'
  | 'branches.changed'
  | 'branches.location_created'
  | 'branches.location_changed'
  | 'users.branches_changed';

export interface AuditEvent {
  action: AuditAction;
  actorUserId?: string | null;
  actorEmail?: string | null;
  targetType?: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditWhere {
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
}

/** The actor columns of an audit row: who did it. */
export const who = (actor: { userId: string; email: string }) => ({
  actorUserId: actor.userId,
  actorEmail: actor.email,
});

/** The INSERT of one audit row, to run alone or as a step of a larger statement. */
export function auditInsertSql(event: AuditEvent, where: AuditWhere = {}): SQL {
  // Whatever was typed in an e-mail field: keep it short (it may even be a mistyped password).
  const email = event.actorEmail?.slice(0, 254) ?? null;
  return sql`INSERT INTO audit_log (id, action, actor_user_id, actor_email, target_type, target_id, details, ip,
      user_agent, request_id)
    VALUES (${uuidv7()}, ${event.action}, ${event.actorUserId ?? null}, ${email}, ${event.targetType ?? null},
      ${event.targetId ?? null}, ${JSON.stringify(event.details ?? {})}::jsonb, ${where.ip ?? null},
      ${where.userAgent?.slice(0, 300) ?? null}, ${where.requestId ?? null})`;
}

/** Append one row to the audit log, inside the caller's transaction when given one. */
export async function writeAudit(db: Db | Tx, event: AuditEvent, where: AuditWhere = {}): Promise<void> {
  await db.execute(auditInsertSql(event, where));
}
