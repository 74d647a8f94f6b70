import { z } from 'zod';
import { inviteUserSchema, roleSchema } from '../auth/schemas.ts';
import { branchRefSchema } from '../branches/branch-schemas.ts';
import { endpoint } from '../contract/endpoint.ts';
import { ROLES } from './permissions.ts';

/** Staff accounts over HTTP (/api/users). */

export const USER_STATUSES = ['pending', 'active', 'inactive'] as const;

export const staffUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    department: z.string().nullable(),
    role: z.enum(ROLES),
    isActive: z.boolean(),
    isOwner: z.boolean(),
    emailVerified: z.boolean(),
    status: z.enum(USER_STATUSES),
    approvedAt: z.string().nullable(),
    createdAt: z.string(),
    /** The branches the person works in (admins and the owner work in every branch whatever this says). */
    branches: z.array(branchRefSchema),
  })
  .meta({ id: 'User' });
export type StaffUser = z.output<typeof staffUserSchema>;

export const userBranchesSchema = z.object({
  branchIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one branch')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'A branch is listed twice'),
});

/** A user id: better-auth's ids are text, not always uuids. */
const userIdParam = z.object({ id: z.string().min(1).max(100) });

export const usersContract = {
  listUsers: endpoint({
    method: 'get',
    path: '/api/users',
    query: z.object({
      status: z.enum(USER_STATUSES).optional(),
      search: z.string().trim().max(100).optional(),
      limit: z.coerce.number<number>().int().min(1).max(200).default(50),
      offset: z.coerce.number<number>().int().min(0).default(0),
    }),
    response: z.object({ items: z.array(staffUserSchema), total: z.number() }),
  }),
  inviteUser: endpoint({
    method: 'post',
    path: '/api/users/invitations',
    body: inviteUserSchema,
    response: staffUserSchema.extend({ mailSent: z.boolean() }),
    status: 201,
  }),
  changeRole: endpoint({
    method: 'put',
    path: '/api/users/{id}/role',
    params: userIdParam,
    body: z.object({ role: roleSchema }),
    response: staffUserSchema,
  }),
  /** The body is optional: an approval names the role, a re-activation keeps the old one. */
  activateUser: endpoint({
    method: 'post',
    path: '/api/users/{id}/activate',
    params: userIdParam,
    body: z.object({ role: roleSchema.optional() }).optional(),
    response: staffUserSchema,
  }),
  deactivateUser: endpoint({
    method: 'post',
    path: '/api/users/{id}/deactivate',
    params: userIdParam,
    response: staffUserSchema,
  }),
  /** The person's branches, the whole list (at least one); issue 26. */
  setBranches: endpoint({
    method: 'put',
    path: '/api/users/{id}/branches',
    params: userIdParam,
    body: userBranchesSchema,
    response: staffUserSchema,
  }),
  sendPasswordReset: endpoint({
    method: 'post',
    path: '/api/users/{id}/password-reset',
    params: userIdParam,
    response: z.object({ sent: z.literal(true) }),
  }),
};
