import { clientErrorsContract } from '@fbms/domain';
import { PUBLIC } from '../../platform/http/guard.ts';
import { type createRouter, defineRoute, fromContract } from '../../platform/http/route.ts';

const route = defineRoute(
  PUBLIC,
  fromContract(clientErrorsContract.reportClientError, {
    tags: ['platform'],
    summary: "Report an error seen in the browser to the server's log (rate-limited like any request)",
    answer: 'Logged',
  }),
);

export function mountClientErrors(router: ReturnType<typeof createRouter>) {
  router.openapi(route, async (c) => {
    const report = c.req.valid('json');
    c.get('logger').warn(
      { clientError: report, userId: c.get('actor')?.userId, requestId: c.get('requestId') },
      'error reported by a browser',
    );
    return c.json({ received: true as const }, 202);
  });
}
