import { ACTIONS, type Action, PERMISSION_MODULES, type PermissionModule } from '@fbms/domain';

export interface ModuleAccess {
  module: PermissionModule;
  actions: Action[];
}

/** Groups "module:action" strings from GET /api/me by module, in the permission table's order. */
export function summarizePermissions(permissions: readonly string[]): ModuleAccess[] {
  const byModule = new Map<PermissionModule, Set<Action>>();
  for (const p of permissions) {
    const [module, action] = p.split(':') as [PermissionModule, Action];
    if (!PERMISSION_MODULES.includes(module) || !ACTIONS.includes(action)) continue;
    const set = byModule.get(module) ?? new Set<Action>();
    set.add(action);
    byModule.set(module, set);
  }
  return PERMISSION_MODULES.filter((m) => byModule.has(m)).map((module) => ({
    module,
    actions: ACTIONS.filter((a) => byModule.get(module)?.has(a)),
  }));
}
