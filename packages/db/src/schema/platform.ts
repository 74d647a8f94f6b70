import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary data (images); node-postgres and PGlite both hand back bytes. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** Append-only: a trigger refuses UPDATE and DELETE (migration 0001). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_action_at').on(t.action, t.at),
    index('audit_log_target').on(t.targetType, t.targetId, t.at),
    index('audit_log_actor_at').on(t.actorUserId, t.at),
  ],
);

/** Fixed-window request counters shared by every server process on one database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** The single row of store-wide settings. The shell issue fills in integrations, backup, maintenance. */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: smallint('id').primaryKey().default(1),
    businessInfo: jsonb('business_info').notNull().default({}),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true }),
    integration: jsonb('integration').notNull().default({}),
    backup: jsonb('backup').notNull().default({}),
    maintenance: jsonb('maintenance').notNull().default({}),
    /** Cash controls of the POS (issue 21): approval thresholds for cash-outs, short/over and returns. */
    posControls: jsonb('pos_controls').notNull().default({}),
    /** Revenue District Office and other BIR registration details printed on documents. */
    bir: jsonb('bir').notNull().default({}),
    /** Who staff call for help ("Contact Support"). */
    support: jsonb('support').notNull().default({}),
    logo: bytea('logo'),
    logoType: text('logo_type'),
    /** The store's QR Ph (or GCash / Maya) code as its acquirer issued it, shown at the POS to be paid. */
    paymentQr: bytea('payment_qr'),
    paymentQrType: text('payment_qr_type'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('system_settings_single_row', sql`${t.id} = 1`)],
);

/** Secrets the server creates for itself on first start (e.g. the session signing key), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
