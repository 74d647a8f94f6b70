import { DomainError, firstRunSetupSchema } from '@fbms/domain';
import { writeAudit } from '../../platform/audit.ts';
import { PUBLIC, permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, json, z } from '../../platform/http/route.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../demo/demo-accounts.service.ts';
import { confirmOwnerHere, isLocalRequest, mayConfirmHere } from './confirm-owner.service.ts';
import { completeSetup, readSetupState } from './setup.repository.ts';

const SetupState = z
  .object({
    /** 'owner': no account yet, the next sign-up becomes the owner; 'business': the owner must enter the store's details. */
    step: z.enum(['owner', 'business', 'done']),
    businessName: z.string().nullable(),
    socialProviders: z.object({ google: z.boolean(), github: z.boolean() }),
    demo: z.boolean(),
    /** The sign-in page shows the logo (GET /api/settings/system/logo) when there is one. */
    hasLogo: z.boolean(),
    /** Where mail goes: an SMTP server, or .eml files in this folder of the server's computer. */
    mail: z.object({ transport: z.enum(['smtp', 'outbox']), outboxFolder: z.string().nullable() }),
    /** The store's first account may be confirmed on this computer instead of by the link (decision 0006). */
    confirmHere: z.boolean(),
  })
  .openapi('SetupState');

const getRoute = defineRoute(PUBLIC, {
  method: 'get',
  path: '/api/setup',
  tags: ['setup'],
  summary: 'Where first-run setup stands, and which sign-in options this store has',
  responses: { 200: json(SetupState) },
});

const BusinessDetails = z
  .object({ businessName: z.string(), address: z.string(), tin: z.string(), vatRegistered: z.boolean() })
  .openapi('BusinessDetails');

const postRoute = defineRoute(permission({ module: 'settings', action: 'edit', minRole: 'admin' }), {
  method: 'post',
  path: '/api/setup',
  tags: ['setup'],
  summary: "First-run setup: the store's registered name, address, TIN and VAT status",
  request: { body: { content: { 'application/json': { schema: firstRunSetupSchema } }, required: true } },
  responses: { 200: json(BusinessDetails), 409: json(z.object({}), 'Setup was already done') },
});

const confirmRoute = defineRoute(PUBLIC, {
  method: 'post',
  path: '/api/setup/confirm-owner',
  tags: ['setup'],
  summary:
    "Confirm the first account's e-mail with its password, at the server's own computer while no mail server is set up (then sign in)",
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ email: z.string(), password: z.string() }) } },
      required: true,
    },
  },
  responses: { 200: json(z.object({ status: z.literal('verified') })) },
});

const demoRoute = defineRoute(PUBLIC, {
  method: 'get',
  path: '/api/demo/credentials',
  tags: ['setup'],
  summary: 'The demo admin account (only when the server runs in demo mode)',
  responses: {
    200: json(z.object({ email: z.string(), password: z.string() })),
    404: json(z.object({}), 'Not in demo mode'),
  },
});

export function mountSetup(router: ReturnType<typeof createRouter>) {
  router.openapi(getRoute, async (c) => {
    const { database, config, mailer } = c.get('deps');
    const state = await readSetupState(database);
    return c.json(
      {
        step: state.hasUsers
          ? state.setupCompletedAt
            ? ('done' as const)
            : ('business' as const)
          : ('owner' as const),
        businessName: state.businessName,
        socialProviders: { google: Boolean(config.google), github: Boolean(config.github) },
        demo: config.DEMO,
        hasLogo: state.hasLogo,
        mail: { transport: mailer.transport, outboxFolder: mailer.outbox ?? null },
        confirmHere:
          state.hasUsers &&
          mayConfirmHere(
            { mailer },
            state.anyVerified,
            isLocalRequest(c.get('clientIp'), (h) => c.req.header(h)),
          ),
      },
      200,
    );
  });

  router.openapi(postRoute, async (c) => {
    const actor = c.get('actor')!;
    const input = c.req.valid('json');
    const { database } = c.get('deps');
    // biome-ignore lint/plugin: predates the no-sql-in-routes rule (issue 20); move it into the module's service
    const done = await database.db.transaction(async (tx) => {
      const ok = await completeSetup(tx, input);
      if (!ok) return false;
      await writeAudit(
        tx,
        {
          action: 'setup.completed',
          actorUserId: actor.userId,
          actorEmail: actor.email,
          targetType: 'system_settings',
          details: { businessName: input.businessName, tin: input.tin, vatRegistered: input.vatRegistered },
        },
        { ip: c.get('clientIp'), userAgent: c.req.header('user-agent'), requestId: c.get('requestId') },
      );
      return true;
    });
    if (!done) throw new DomainError('SETUP_ALREADY_DONE');
    return c.json(input, 200);
  });

  router.openapi(confirmRoute, async (c) => {
    await confirmOwnerHere(c.get('deps'), c.req.valid('json'), {
      ...where(c),
      local: isLocalRequest(c.get('clientIp'), (h) => c.req.header(h)),
    });
    return c.json({ status: 'verified' as const }, 200);
  });

  router.openapi(demoRoute, async (c) => {
    if (!c.get('deps').config.DEMO) throw new DomainError('API_NOT_FOUND');
    return c.json({ email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }, 200);
  });
}
