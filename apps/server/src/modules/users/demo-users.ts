import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEMO_ADMIN_EMAIL } from '../demo/demo-accounts.service.ts';
import { type DemoSeeder, demoPeople } from '../demo/demo-context.ts';

/** Counter staff besides the demo cashier: their sales fill the history (they share the demo password). */
const COUNTER_STAFF = [
  { email: 'jun@demo.fbms.ph', firstName: 'Jun', lastName: 'Villanueva' },
  { email: 'rosa@demo.fbms.ph', firstName: 'Rosa', lastName: 'Mendoza' },
];

/** More cashiers, with the demo accounts' password hash (the same published demo password). */
export const staffSeeder: DemoSeeder = {
  module: 'users',
  async seed(ctx) {
    for (const s of COUNTER_STAFF) {
      const id = randomUUID();
      await ctx.tx.execute(sql`
        INSERT INTO users (id, name, email, email_verified, first_name, last_name, role, is_active, is_owner,
                           approved_at, department)
        VALUES (${id}, ${`${s.firstName} ${s.lastName}`}, ${s.email}, true, ${s.firstName}, ${s.lastName},
                'cashier', true, false, now(), 'Front counter')`);
      await ctx.tx.execute(sql`
        INSERT INTO accounts (id, account_id, provider_id, user_id, password)
        SELECT ${randomUUID()}, ${id}, 'credential', ${id}, a.password
          FROM accounts a JOIN users u ON u.id = a.user_id
         WHERE u.email = ${DEMO_ADMIN_EMAIL} AND a.provider_id = 'credential'`);
    }
    ctx.people = await demoPeople(ctx);
  },
};
