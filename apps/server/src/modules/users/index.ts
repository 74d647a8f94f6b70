import type { ServerModule } from '../../platform/modules.ts';
import type { DemoSeeder } from '../demo/demo-context.ts';
import { staffSeeder } from './demo-users.ts';
import { mountUsers } from './users.routes.ts';

export const usersModule: ServerModule<DemoSeeder> = {
  id: 'user-roles',
  mount: (router) => mountUsers(router),
  demo: [staffSeeder],
};
