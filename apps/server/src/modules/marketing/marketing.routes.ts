import { marketingContract as api, optOutTokenParamSchema } from '@fbms/domain';
import { PUBLIC, permission } from '../../platform/http/guard.ts';
import { where } from '../../platform/http/request-context.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';
import {
  campaignOf,
  campaignsOf,
  createCampaign,
  optOut,
  optOutByLink,
  removeSegment,
  saveSegment,
  segmentPreview,
  segmentsOf,
  sendCampaign,
} from './marketing.service.ts';

/** Marketing is for managers and admins (the registry's minRole), on the customers row. */
const view = permission({ module: 'customers', action: 'view', minRole: 'manager' });
const create = permission({ module: 'customers', action: 'create', minRole: 'manager' });
const tags = ['marketing'];

const r = {
  preview: defineRoute(
    view,
    fromContract(api.previewSegment, {
      tags,
      summary:
        'How many active customers a segment rule picks, how many can be reached by SMS or e-mail, the first 20',
    }),
  ),
  listSegments: defineRoute(view, fromContract(api.listSegments, { tags, summary: 'Saved segments' })),
  createSegment: defineRoute(create, fromContract(api.createSegment, { tags, summary: 'Save a segment' })),
  updateSegment: defineRoute(create, fromContract(api.updateSegment, { tags, summary: 'Change a segment' })),
  deleteSegment: defineRoute(
    create,
    fromContract(api.deleteSegment, { tags, summary: 'Delete a segment (its campaigns keep their rule)' }),
  ),
  listCampaigns: defineRoute(
    view,
    fromContract(api.listCampaigns, { tags, summary: 'Campaigns, newest first, with their results' }),
  ),
  createCampaign: defineRoute(
    create,
    fromContract(api.createCampaign, { tags, summary: 'Write an SMS or e-mail campaign (a draft)' }),
  ),
  getCampaign: defineRoute(
    view,
    fromContract(api.getCampaign, { tags, summary: 'A campaign, its results and its messages' }),
  ),
  sendCampaign: defineRoute(
    create,
    fromContract(api.sendCampaign, {
      tags,
      summary:
        'Send a draft campaign to the customers of its rule who agreed to the channel (once; a second send is refused)',
    }),
  ),
  recordOptOut: defineRoute(
    create,
    fromContract(api.recordOptOut, {
      tags,
      summary: 'Record a customer’s STOP reply or spoken no to a channel (consent withdrawn at once)',
    }),
  ),
  optOutLink: defineRoute(PUBLIC, {
    method: 'get',
    path: '/api/marketing/opt-out/{token}',
    tags,
    summary: 'The opt-out link of a marketing e-mail: withdraws the consent at once, answers a page',
    request: { params: optOutTokenParamSchema },
    responses: { 200: { description: 'A page saying so' }, 400: { description: 'Not a valid link' } },
  }),
};

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.4rem">${title}</h1><p>${text}</p></body></html>`;

export function mountMarketing(router: ReturnType<typeof createRouter>) {
  router.openapi(r.preview, async (c) =>
    c.json(await segmentPreview(c.get('deps'), c.req.valid('json').rule), 200),
  );
  router.openapi(r.listSegments, async (c) => c.json({ items: await segmentsOf(c.get('deps')) }, 200));
  router.openapi(r.createSegment, async (c) =>
    c.json(await saveSegment(c.get('deps'), c.get('actor')!, null, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(r.updateSegment, async (c) =>
    c.json(
      await saveSegment(
        c.get('deps'),
        c.get('actor')!,
        c.req.valid('param').id,
        c.req.valid('json'),
        where(c),
      ),
      200,
    ),
  );
  router.openapi(r.deleteSegment, async (c) =>
    c.json(await removeSegment(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)), 200),
  );
  router.openapi(r.listCampaigns, async (c) => c.json({ items: await campaignsOf(c.get('deps')) }, 200));
  router.openapi(r.createCampaign, async (c) =>
    c.json(await createCampaign(c.get('deps'), c.get('actor')!, c.req.valid('json'), where(c)), 201),
  );
  router.openapi(r.getCampaign, async (c) =>
    c.json(await campaignOf(c.get('deps'), c.req.valid('param').id), 200),
  );
  router.openapi(r.sendCampaign, async (c) =>
    c.json(await sendCampaign(c.get('deps'), c.get('actor')!, c.req.valid('param').id, where(c)), 200),
  );
  router.openapi(r.recordOptOut, async (c) => {
    const { customerId, channel } = c.req.valid('json');
    return c.json(await optOut(c.get('deps'), customerId, channel, 'staff', c.get('actor')!, where(c)), 200);
  });
  router.openapi(r.optOutLink, async (c) => {
    const done = await optOutByLink(c.get('deps'), c.req.valid('param').token, where(c));
    return (
      done
        ? c.html(page('You will get no more e-mails from us', 'Your choice is recorded. Salamat po.'), 200)
        : c.html(page('This link does not work', 'Ask the store to stop the messages for you.'), 400)
    ) as never;
  });
}
