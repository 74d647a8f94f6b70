import { z } from 'zod';
import { profileSchema, sessionTimeoutSchema } from '../auth/schemas.ts';
import { branchRefSchema } from '../branches/branch-schemas.ts';
import { itemsSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import { ROLES } from '../users/permissions.ts';

/** The signed-in person's own account over HTTP (/api/me, /api/account). */

export const meSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      department: z.string().nullable(),
      role: z.enum(ROLES),
      isActive: z.boolean(),
      isOwner: z.boolean(),
    }),
    permissions: z.array(z.string()),
    session: z.object({ expiresAt: z.string(), idleTimeoutMinutes: z.number() }),
    /** The person's branches (every active branch for an admin or the owner), by name. */
    branches: z.array(branchRefSchema),
    /** The branch chosen in the top bar's switcher; null: all of the person's branches. */
    activeBranchId: z.string().nullable(),
    /** Whether the person works in every branch (an admin or the owner). */
    allBranches: z.boolean(),
  })
  .meta({ id: 'Me' });
export type Me = z.output<typeof meSchema>;

export const accountSessionSchema = z
  .object({
    id: z.string(),
    current: z.boolean(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'Session' });
export type AccountSession = z.output<typeof accountSessionSchema>;

export const accountSecuritySchema = z.object({ sessionTimeout: z.number() }).meta({ id: 'AccountSecurity' });

export const profileViewSchema = z
  .object({ firstName: z.string(), lastName: z.string(), department: z.string().nullable() })
  .meta({ id: 'Profile' });
export type Profile = z.output<typeof profileViewSchema>;

export const chooseBranchSchema = z.object({ branchId: z.uuid().nullable() });

export const accountContract = {
  /** The top bar's switcher: the branch lists and reports show in this session (null: all of mine). */
  chooseBranch: endpoint({
    method: 'put',
    path: '/api/account/branch',
    body: chooseBranchSchema,
    response: z.object({ activeBranchId: z.string().nullable() }),
  }),
  getMe: endpoint({ method: 'get', path: '/api/me', response: meSchema }),
  listSessions: endpoint({
    method: 'get',
    path: '/api/account/sessions',
    response: itemsSchema(accountSessionSchema),
  }),
  endSession: endpoint({
    method: 'delete',
    path: '/api/account/sessions/{id}',
    params: z.object({ id: z.string().min(1).max(100) }),
    response: z.object({ ended: z.literal(true) }),
  }),
  endOtherSessions: endpoint({
    method: 'post',
    path: '/api/account/sessions/end-others',
    response: z.object({ ended: z.number() }),
  }),
  getSecurity: endpoint({
    method: 'get',
    path: '/api/account/security',
    response: accountSecuritySchema.extend({ options: z.array(z.number()) }),
  }),
  putSecurity: endpoint({
    method: 'put',
    path: '/api/account/security',
    body: sessionTimeoutSchema,
    response: accountSecuritySchema,
  }),
  putProfile: endpoint({
    method: 'put',
    path: '/api/account/profile',
    body: profileSchema,
    response: profileViewSchema,
  }),
};
