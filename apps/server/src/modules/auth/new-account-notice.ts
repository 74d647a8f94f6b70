/** Telling the administrators that a self-registered account waits for their approval. */
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http/context.ts';
import { notify } from '../notifications/notifications.service.ts';

type C = Context<AppEnv>;

/** A new self-registration waits for approval: tell the administrators (not for a repeated sign-up). */
export async function tellAdminsAboutNewAccount(c: C, email: string) {
  const deps = c.get('deps');
  const [user] = await deps.database.query<{ name: string }>(
    `SELECT name FROM users WHERE email = $1 AND NOT is_active AND approved_at IS NULL AND NOT is_owner
        AND created_at > $2`,
    [email, new Date(deps.now().getTime() - 60_000).toISOString()],
  );
  if (!user) return;
  await deps.database.db.transaction((tx) =>
    notify(
      tx,
      deps,
      { roles: ['admin'] },
      {
        type: 'info',
        category: 'system',
        title: 'New account waiting for approval',
        message: `${user.name} (${email}) signed up. Approve the account or leave it inactive in Users.`,
        actionUrl: '/users?status=pending',
        actionLabel: 'Review',
      },
    ),
  );
}
