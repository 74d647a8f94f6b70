import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** The branch every store starts with (migration 0021); it holds the first location, "Main store". */
export const MAIN_BRANCH_ID = '01900000-0000-7000-8000-00000000b001';

/**
 * A place of business: its address, its TIN branch code (000 for the head office) and BIR registration.
 * Its locations (store floor, warehouse, van) hold the stock; its terminals, through their location,
 * issue its invoices. Issue 26, decision 0013.
 */
export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey(),
    /** Short code printed on transfer slips and lists (MAIN, STO-TOMAS): capitals, digits and dashes. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    tinBranchCode: text('tin_branch_code').notNull().default('000'),
    /** The branch's BIR registration (RDO and Certificate of Registration number), as printed. */
    birRegistration: text('bir_registration'),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('branches_name_lower').on(sql`lower(${t.name})`),
    uniqueIndex('branches_code').on(t.code),
    check('branches_tin_branch_code', sql`${t.tinBranchCode} ~ '^[0-9]{3,5}$'`),
    check('branches_code_shape', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9-]{0,11}$'`),
  ],
);

/**
 * The branches a person works in. Admins and the owner see every branch whatever is listed here; a new
 * account is put in the first branch by a trigger (migration 0021) until an admin changes it.
 */
export const userBranches = pgTable(
  'user_branches',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_branches_pk', columns: [t.userId, t.branchId] }),
    index('user_branches_branch').on(t.branchId),
  ],
);
