import { setupContract as api, DomainError } from '@fbms/domain';
import { PUBLIC, permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract, json, z } from '../../platform/http/route.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../demo/demo-accounts.service.ts';
import { confirmOwnerHere, isLocalRequest, mayConfirmHere } from './confirm-owner.service.ts';
import { readSetupState } from './setup.repository.ts';
import { completeFirstRunSetup } from './setup.service.ts';

const getRoute = defineRoute(
  PUBLIC,
  fromContract(api.getSetupState, {
    tags: ['setup'],
    summary: 'Where first-run setup stands, and which sign-in options this store has',
  }),
);

const postDocs = fromContract(api.completeSetup, {
  tags: ['setup'],
  summary: "First-run setup: the store's registered name, address, TIN and VAT status",
});
const postRoute = defineRoute(permission({ module: 'settings', action: 'edit', minRole: 'admin' }), {
  ...postDocs,
  responses: { ...postDocs.responses, 409: json(z.object({}), 'Setup was already done') },
});

const confirmRoute = defineRoute(
  PUBLIC,
  fromContract(api.confirmOwner, {
    tags: ['setup'],
    summary:
      "Confirm the first account's e-mail with its password, at the server's own computer while no mail server is set up (then sign in)",
  }),
);

const demoDocs = fromContract(api.getDemoCredentials, {
  tags: ['setup'],
  summary: 'The demo admin account (only when the server runs in demo mode)',
});
const demoRoute = defineRoute(PUBLIC, {
  ...demoDocs,
  responses: { ...demoDocs.responses, 404: json(z.object({}), 'Not in demo mode') },
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
    await completeFirstRunSetup(c.get('deps').database, actor, input, where(c));
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
