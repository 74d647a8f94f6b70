import type { Database } from '@fbms/db';
import type { LayerModuleId } from '@fbms/domain';
import type { Hono } from 'hono';
import type { AppEnv } from './http/context.ts';
import type { createRouter } from './http/route.ts';
import type { JobDefinition } from './jobs/jobs.ts';

/** The documented router every module adds its routes to (it serves /api/openapi.json). */
export type ApiRouter = ReturnType<typeof createRouter>;

/**
 * What a server module gives the app: its routes, its jobs and its demo data. Each module folder's
 * `index.ts` exports one, and `modules/index.ts` lists them (SERVER_MODULES), so adding a module is a
 * folder and one line there. `id` is the module's name in every layer (packages/domain
 * `MODULE_LAYERS`, which names its folder). `Seeder` is the demo store's seeder type (modules/demo), kept
 * out of the platform.
 */
export interface ServerModule<Seeder = never> {
  id: LayerModuleId;
  /**
   * Adds the module's routes: documented ones to `router`; `app` only for what cannot be documented
   * (an event stream, the auth library's catch-all). Called in list order, before the 404 of /api/*.
   */
  mount(router: ApiRouter, app: Hono<AppEnv>): void;
  /**
   * What must be in the database before anything else runs (after the migrations, before the demo store
   * and the jobs): rows the module's own writes rely on, such as the seeded chart of accounts. Idempotent.
   */
  prepare?(database: Database): Promise<void>;
  /** Its jobs (defineJob); the job runner runs exactly the jobs of the list. */
  jobs?: readonly JobDefinition<never, never>[];
  /** Its demo data, seeded in list order after the seeders of the modules listed before it. */
  demo?: readonly Seeder[];
}
