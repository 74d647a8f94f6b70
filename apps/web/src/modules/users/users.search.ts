import { USER_STATUSES } from '@fbms/domain';
import { z } from 'zod';

export { USER_STATUSES };
export type UserStatus = (typeof USER_STATUSES)[number];

/** The users list's filters live in the address (STYLE 10): /users?status=pending&q=ana&page=2 */
export const userListSearch = z.object({
  status: z.enum(USER_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type UserListSearch = z.infer<typeof userListSearch>;
