import {
  type AccessDecision,
  type AccessRequirement,
  checkAccess,
  type RefusalReason,
  refusal,
} from '@fbms/domain';
import type { MiddlewareHandler } from 'hono';
import { writeAudit } from '../audit.ts';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

/** Who may call a route. Every route declares one; the permission suite reads it from the OpenAPI document. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | ({ kind: 'permission' } & AccessRequirement);

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const permission = (req: AccessRequirement): Access => ({ kind: 'permission', ...req });

type Denial = Extract<AccessDecision, { allowed: false }>['reason'];
const DENIAL_REASONS: Partial<Record<Denial, RefusalReason>> = {
  role: 'accessRole',
  module: 'accessModule',
  action: 'accessAction',
};

/** What the page needs to word a denial: the module, the action and the role the route asks for. */
function denialDetails(reason: Denial, req: AccessRequirement) {
  const why = DENIAL_REASONS[reason];
  if (!why) return undefined;
  return refusal(why, { module: req.module, action: req.action ?? 'view', minRole: req.minRole ?? null });
}

export function guard(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access.kind === 'public') return next();
    const actor = c.get('actor');
    if (!actor) {
      const ended = c.get('sessionEnded');
      return ended === 'idle' || ended === 'expired'
        ? errorResponse(c, 'AUTH_TOKEN_EXPIRED')
        : errorResponse(c, 'AUTH_UNAUTHENTICATED');
    }
    if (access.kind === 'signed-in') {
      if (!actor.isActive) return errorResponse(c, 'AUTH_ACCOUNT_INACTIVE');
      return next();
    }
    const decision = checkAccess(actor, access);
    if (decision.allowed) return next();
    const { database } = c.get('deps');
    await writeAudit(
      database.db,
      {
        action: 'access.denied',
        actorUserId: actor.userId,
        actorEmail: actor.email,
        details: {
          method: c.req.method,
          path: c.req.path,
          module: access.module,
          action: access.action ?? 'view',
          reason: decision.reason,
        },
      },
      { ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), requestId: c.get('requestId') },
    );
    return errorResponse(
      c,
      decision.reason === 'inactive' ? 'AUTH_ACCOUNT_INACTIVE' : 'AUTH_INSUFFICIENT_PERMISSIONS',
      decision.message,
      denialDetails(decision.reason, access),
    );
  };
}
