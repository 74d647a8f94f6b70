import { randomUUID } from 'node:crypto';
import { accounts, type Database, systemSettings, users } from '@fbms/db';
import type { Role } from '@fbms/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import { ConfigError } from '../../platform/config.ts';

/** Demo mode only (`npm run demo`): one pre-verified account per role, sharing one password. */
export const DEMO_PASSWORD = 'Demo#2026pos';
export const DEMO_ADMIN_EMAIL = 'admin@demo.fbms.ph';

export const DEMO_ACCOUNTS: { email: string; firstName: string; lastName: string; role: Role }[] = [
  { email: DEMO_ADMIN_EMAIL, firstName: 'Andrea', lastName: 'Santos', role: 'admin' },
  { email: 'manager@demo.fbms.ph', firstName: 'Marco', lastName: 'Reyes', role: 'manager' },
  { email: 'cashier@demo.fbms.ph', firstName: 'Carla', lastName: 'Dizon', role: 'cashier' },
  { email: 'accountant@demo.fbms.ph', firstName: 'Alma', lastName: 'Cruz', role: 'accountant' },
  { email: 'employee@demo.fbms.ph', firstName: 'Emil', lastName: 'Bautista', role: 'employee' },
];

/** Creates the demo accounts and store details once; a second start changes nothing. */
export async function seedDemoAccounts(database: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.db.transaction(async (tx) => {
    // Demo accounts share a published password: never add them to a store with real accounts.
    const real = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} NOT LIKE '%@demo.fbms.ph'`)
      .limit(1);
    if (real.length > 0) {
      throw new ConfigError(
        'DEMO',
        'needs its own DATA_DIR (npm run demo uses ./data-demo): this database already has real accounts',
      );
    }
    const existingOwner = await tx.select({ id: users.id }).from(users).where(eq(users.isOwner, true));
    for (const a of DEMO_ACCOUNTS) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, a.email));
      if (existing) continue;
      const id = randomUUID();
      await tx.insert(users).values({
        id,
        name: `${a.firstName} ${a.lastName}`,
        email: a.email,
        emailVerified: true,
        firstName: a.firstName,
        lastName: a.lastName,
        role: a.role,
        isActive: true,
        isOwner: a.role === 'admin' && existingOwner.length === 0,
        approvedAt: new Date(),
        department: a.role === 'cashier' ? 'Front counter' : null,
      });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
      });
    }
    await tx
      .update(systemSettings)
      .set({
        businessInfo: {
          name: 'Demo Agrivet Supply',
          address: 'Rizal St., Poblacion, Malolos, Bulacan',
          taxId: '12345678900000',
        },
        vatRegistered: true,
        setupCompletedAt: sql`coalesce(${systemSettings.setupCompletedAt}, now())`,
      })
      .where(eq(systemSettings.id, 1));
  });
}
