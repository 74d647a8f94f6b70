import { z } from 'zod';
import { firstRunSetupSchema } from '../auth/schemas.ts';
import { endpoint } from '../contract/endpoint.ts';

/** First-run setup over HTTP (/api/setup, and the demo hint /api/demo/credentials). */

export const setupStateSchema = z
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
  .meta({ id: 'SetupState' });
export type SetupState = z.output<typeof setupStateSchema>;

export const businessDetailsSchema = z
  .object({ businessName: z.string(), address: z.string(), tin: z.string(), vatRegistered: z.boolean() })
  .meta({ id: 'BusinessDetails' });
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

export const confirmOwnerSchema = z.object({ email: z.string(), password: z.string() });

export const setupContract = {
  getSetupState: endpoint({ method: 'get', path: '/api/setup', response: setupStateSchema }),
  completeSetup: endpoint({
    method: 'post',
    path: '/api/setup',
    body: firstRunSetupSchema,
    response: businessDetailsSchema,
  }),
  confirmOwner: endpoint({
    method: 'post',
    path: '/api/setup/confirm-owner',
    body: confirmOwnerSchema,
    response: z.object({ status: z.literal('verified') }),
  }),
  getDemoCredentials: endpoint({
    method: 'get',
    path: '/api/demo/credentials',
    response: z.object({ email: z.string(), password: z.string() }),
  }),
};
