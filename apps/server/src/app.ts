import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BACKUP_UPLOAD_PATH } from './modules/backup/backup.routes.ts';
import { APP_VERSION } from './modules/health/health.routes.ts';
import { SERVER_MODULES } from './modules/index.ts';
import { renderApiDocs } from './platform/http/api-docs.ts';
import type { AppDeps, AppEnv } from './platform/http/context.ts';
import { errorResponse, onError } from './platform/http/errors.ts';
import { rateLimit } from './platform/http/rate-limit.ts';
import { requestContext } from './platform/http/request-context.ts';
import { createRouter } from './platform/http/route.ts';
import {
  jsonOnlyWrites,
  noStore,
  refuseBadText,
  sameOriginWrites,
  securityHeaders,
} from './platform/http/security.ts';
import { loadActor } from './platform/http/session.ts';

const MAX_JSON_BODY = 1024 * 1024;
/** An expense's receipt (at most 5 MB) comes as a base64 data URL in JSON: about 4/3 of its size. */
const MAX_UPLOAD_BODY = 7 * 1024 * 1024;
const UPLOAD_PATH = /^\/api\/expenses\/[^/]+\/attachment$/;

/** Auth actions limited per client address (seed: 10 per 15 minutes). */
const LIMITED_AUTH_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/change-password',
  '/api/auth/sign-in/social',
]);

export interface BuildOptions {
  /** The built SPA (apps/web/dist); omitted in API-only tests. */
  webDist?: string;
}

export function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', requestContext(deps));
  app.use('*', securityHeaders());

  app.use('/api/*', noStore());
  app.use('/api/*', sameOriginWrites(config));
  const jsonOnly = jsonOnlyWrites();
  // A backup file is uploaded as its raw bytes (streamed to disk, no body limit: files grow with the store).
  app.use('/api/*', (c, next) => (c.req.path === BACKUP_UPLOAD_PATH ? next() : jsonOnly(c, next)));
  const tooLarge = (c: unknown) => errorResponse(c as never, 'API_PAYLOAD_TOO_LARGE');
  const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BODY, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY, onError: tooLarge });
  app.use('/api/*', (c, next) =>
    c.req.path === BACKUP_UPLOAD_PATH
      ? next()
      : (UPLOAD_PATH.test(c.req.path) ? uploadLimit : jsonLimit)(c, next),
  );
  app.use('/api/*', refuseBadText());
  app.use('/api/*', loadActor(deps.authSecret, config.secureCookies));

  const general = rateLimit('general', config.RATE_LIMIT_GENERAL, (c) => c.get('clientIp'));
  const perUser = rateLimit('user', config.RATE_LIMIT_USER, (c) => c.get('actor')!.userId);
  const authLimit = rateLimit('auth', config.RATE_LIMIT_AUTH, (c) => c.get('clientIp'));
  app.use('/api/*', async (c, next) => {
    if (c.req.path === '/api/health') return next();
    if (c.req.method === 'POST' && LIMITED_AUTH_PATHS.has(c.req.path)) return authLimit(c, next);
    return c.get('actor') ? perUser(c, next) : general(c, next);
  });

  const router = createRouter();
  for (const module of SERVER_MODULES) module.mount(router, app);

  router.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'FBMS API',
      version: APP_VERSION,
      description: 'Every route declares who may call it in x-fbms-access.',
    },
  });
  app.route('/', router);
  app.get('/api/docs', (c) =>
    c.html(
      renderApiDocs(
        router.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'FBMS API', version: APP_VERSION } }),
      ),
    ),
  );
  app.all('/api/*', (c) => errorResponse(c, 'API_NOT_FOUND'));

  if (options.webDist) {
    const root = options.webDist;
    app.use(
      '/assets/*',
      serveStatic({
        root,
        // The build writes .br and .gz beside each script and style (apps/web/vite.config.ts).
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // A hashed asset that is not there (an old page after an update) is a 404, never the index page.
    app.get('/assets/*', (c) => c.text('Not found', 404));
    app.use('*', serveStatic({ root }));
    // Every other path is a screen of the single-page app (deep links, reloads). Read per request, so a
    // rebuild is served without a restart.
    app.get('*', async (c) => {
      const index = join(root, 'index.html');
      if (!existsSync(index))
        return c.text('The web app is not built yet: run npm start (it builds it).', 503);
      c.header('Cache-Control', 'no-cache');
      return c.html(await readFile(index, 'utf8'));
    });
  }
  return app;
}
