import { createHmac } from 'node:crypto';
import { can } from '@fbms/domain';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http/context.ts';
import { addDays, type DemoContext, type DemoSeeder, manilaMoment, person } from '../demo/demo-context.ts';
import { MAIN_STORE_ID } from '../inventory/stock.service.ts';
import { attachTerminal, hashSecret, type Terminal } from './terminals.service.ts';

/** The demo counter's id: fixed, so the server finds it again after a restart. */
export const DEMO_TERMINAL_ID = '01900000-0000-7000-8000-0000000d0001';
export const DEMO_TERMINAL_NAME = 'Counter 1';

/**
 * The demo counter's secret, derived from the store's own signing key: only this server can make it,
 * and only its SHA-256 is stored, as for any enrolled browser.
 */
const demoSecret = (authSecret: string) =>
  createHmac('sha256', authSecret).update(`demo-terminal:${DEMO_TERMINAL_ID}`).digest('base64url');

/** The demo counter, enrolled by the demo manager the day before the history starts. */
export const terminalSeeder: DemoSeeder = {
  module: 'sales',
  async seed(ctx: DemoContext) {
    const terminal = {
      id: DEMO_TERMINAL_ID,
      name: DEMO_TERMINAL_NAME,
      locationId: MAIN_STORE_ID,
      locationName: 'Main store',
      min: '260112345678901',
      serialNumber: 'FBMS-DEMO-0001',
      ptuNumber: 'FP012026-025-0000001',
      ptuDate: addDays(ctx.days[0]!, -7),
    };
    const [location] = (
      (await ctx.tx.execute(sql`SELECT name FROM locations WHERE id = ${MAIN_STORE_ID}`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    terminal.locationName = location?.name ?? terminal.locationName;
    const manager = person(ctx, 'manager@demo.fbms.ph');
    await ctx.tx.execute(sql`
      INSERT INTO terminals (id, name, location_id, min, serial_number, ptu_number, ptu_date, secret_hash,
                             enrolled_by, enrolled_at)
      VALUES (${terminal.id}, ${terminal.name}, ${terminal.locationId}, ${terminal.min}, ${terminal.serialNumber},
              ${terminal.ptuNumber}, ${terminal.ptuDate}, ${hashSecret(demoSecret(ctx.authSecret))}, ${manager.id},
              ${manilaMoment(addDays(ctx.days[0]!, -1), 6 * 60).toISOString()})`);
    ctx.terminal = terminal;
  },
};

/**
 * Demo mode only: a person who may sell but not enroll a browser (the demo cashier) opens the POS on a
 * browser that is no terminal yet — the browser gets the demo counter, so a visitor can sell at once.
 * Managers and administrators still see the enrollment form, as in a real store. Never outside demo mode.
 */
export async function attachDemoTerminal(c: Context<AppEnv>): Promise<Terminal | null> {
  const { config, authSecret } = c.get('deps');
  const actor = c.get('actor');
  if (!config.DEMO || !actor || !can(actor.role, 'pos', 'create') || can(actor.role, 'pos', 'edit'))
    return null;
  return attachTerminal(c, DEMO_TERMINAL_ID, demoSecret(authSecret));
}
