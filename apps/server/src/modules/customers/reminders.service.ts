import { sqlRows } from '@fbms/db';
import { addDays, formatPeso, manilaDate } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/http/context.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { smsProviderOf } from '../../platform/sms-provider.ts';
import { notify } from '../notifications/notifications.service.ts';
import { collectionsDue } from './collections.service.ts';

/**
 * The morning's payment reminders (issue 23): the managers are told which customers have charges due
 * within 3 days or overdue (the collection list), and each of those customers who agreed to e-mail
 * (consent_email) and has an address gets a reminder by e-mail; who agreed to text messages
 * (consent_sms) and has a phone, by SMS (the SMS provider: the data folder's outbox by default). Once per Manila day: the day's run leaves an
 * audit row, and a second run that day finds it and does nothing. The e-mails go after that row is
 * committed, so a crash between them leaves a customer without a reminder rather than with two.
 */
export async function sendPaymentReminders(deps: AppDeps): Promise<number> {
  const today = manilaDate(deps.now());
  const { items } = await collectionsDue(deps, addDays(today, 3));
  const owing = items.filter((i) => i.dueCentavos + i.overdueCentavos > 0);
  const fresh = await deps.database.db.transaction(async (tx) => {
    await sqlRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`fbms.customers.reminders:${today}`}))`);
    const [done] = await sqlRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'customers.reminders_sent' AND target_id = ${today}`,
    );
    if (done!.n > 0) return false;
    if (owing.length > 0) {
      const overdue = owing.filter((i) => i.overdueCentavos > 0).length;
      const total = owing.reduce((s, i) => s + i.dueCentavos + i.overdueCentavos, 0);
      await notify(
        tx,
        deps,
        { roles: ['manager', 'admin'] },
        {
          type: overdue > 0 ? 'warning' : 'info',
          category: 'finance',
          title: 'Customer payments due',
          message: `${owing.length} customer(s) owe ${formatPeso(total)} due by ${addDays(today, 3)}; ${overdue} overdue.`,
          actionUrl: '/customers/transactions',
          actionLabel: 'Collection list',
        },
      );
    }
    await writeAudit(tx, {
      action: 'customers.reminders_sent',
      targetType: 'date',
      targetId: today,
      details: { customers: owing.length },
    });
    return true;
  });
  if (!fresh || owing.length === 0) return 0;
  const consenting = await sqlRows<{ id: string; email: string | null; phone: string | null }>(
    deps.database.db,
    sql`SELECT id, CASE WHEN consent_email AND email <> '' THEN email END AS email,
               CASE WHEN consent_sms AND phone <> '' THEN phone END AS phone
          FROM customers
         WHERE is_active AND ((consent_email AND email IS NOT NULL AND email <> '')
                              OR (consent_sms AND phone IS NOT NULL AND phone <> ''))
           AND id IN (${sql.join(
             owing.map((o) => sql`${o.customerId}`),
             sql`, `,
           )})`,
  );
  const [store] = await sqlRows<{ name: string | null }>(
    deps.database.db,
    sql`SELECT business_info->>'name' AS name FROM system_settings WHERE id = 1`,
  );
  const sms = smsProviderOf(deps);
  let sent = 0;
  for (const c of consenting) {
    const o = owing.find((i) => i.customerId === c.id)!;
    const what =
      o.overdueCentavos > 0
        ? `Your account has ${formatPeso(o.overdueCentavos)} past due (since ${o.oldestDueDate}).`
        : `You have ${formatPeso(o.dueCentavos + o.overdueCentavos)} falling due by ${addDays(today, 3)}.`;
    if (c.email)
      try {
        await deps.mailer.send({
          to: c.email,
          subject: `Payment reminder from ${store?.name || 'our store'}`,
          text: [
            `Dear ${o.displayName},`,
            '',
            what,
            `Your balance is ${formatPeso(o.balanceCentavos)}. Thank you for paying on time.`,
            '',
            store?.name ?? '',
          ].join('\n'),
          kind: 'notice',
        });
        sent++;
      } catch (err) {
        deps.logger.error({ err, customer: c.id }, 'payment reminder could not be sent');
      }
    if (c.phone)
      try {
        await sms.send({
          to: c.phone,
          text: `${store?.name || 'Our store'}: ${what} Balance ${formatPeso(o.balanceCentavos)}. Salamat po!`,
          reference: `reminder:${today}`,
        });
        sent++;
      } catch (err) {
        deps.logger.error({ err, customer: c.id }, 'payment reminder text could not be sent');
      }
  }
  return sent;
}

/** Daily at 07:00 Manila. */
export const paymentRemindersJob = defineJob<Record<string, never>, AppDeps>(
  'customers.payment-reminders',
  async (_payload, deps) => {
    await sendPaymentReminders(deps);
  },
  { schedule: '0 7 * * *', retry: { attempts: 3, backoffMs: 60_000 } },
);
