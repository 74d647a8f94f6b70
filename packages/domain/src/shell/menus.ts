import { checkAccess, type Role } from '../users/permissions.ts';
import type { MenuVisibility } from './menu-visibility.ts';
import { MODULES, type ModuleDescriptor, type ModuleId } from './module-registry.ts';

export interface MenuFilter {
  /** null when nobody is signed in. */
  role: Role | null;
  isActive: boolean;
  /** The user's flags; a missing flag counts as true. */
  menuVisibility?: Partial<MenuVisibility>;
  /** Also list modules whose issue has not landed (for tests and the menu-visibility settings). */
  includeUnavailable?: boolean;
}

/**
 * The modules a menu shows, in registry order (seed 000 §2 "Menu filtering"): signed out, only dashboard
 * and settings; otherwise the role must pass `checkAccess` for the module and a visibility flag of false
 * hides it, except dashboard and settings, which always show. Modules not built yet are left out.
 */
export function visibleModules(
  { role, isActive, menuVisibility = {}, includeUnavailable = false }: MenuFilter,
  modules: readonly ModuleDescriptor[] = MODULES,
): ModuleDescriptor[] {
  const actor = role ? { role, isActive } : null;
  return modules.filter((m) => {
    if (!m.available && !includeUnavailable) return false;
    if (m.alwaysVisible) return true;
    if (!actor) return false;
    if (!checkAccess(actor, m.access).allowed) return false;
    return m.menuVisibilityKey === null || menuVisibility[m.menuVisibilityKey] !== false;
  });
}

/** Seed 000 §2: the bottom navigation holds up to 4 primary items, chosen in this order. */
export const BOTTOM_NAV_CANDIDATES: readonly ModuleId[] = [
  'dashboard',
  'sales',
  'inventory',
  'customers',
  'reports',
];
export const BOTTOM_NAV_MAX_ITEMS = 4;

export function bottomNavModules(visible: readonly ModuleDescriptor[]): ModuleDescriptor[] {
  const out: ModuleDescriptor[] = [];
  for (const id of BOTTOM_NAV_CANDIDATES) {
    const m = visible.find((v) => v.id === id && v.supportsMobile);
    if (m) out.push(m);
    if (out.length === BOTTOM_NAV_MAX_ITEMS) break;
  }
  return out;
}

/** The floating button's 3-column grid: every other visible mobile module, in menu order. */
export function gridModules(
  visible: readonly ModuleDescriptor[],
  bottomNav: readonly ModuleDescriptor[],
): ModuleDescriptor[] {
  const taken = new Set(bottomNav.map((m) => m.id));
  return visible.filter((m) => m.supportsMobile && !taken.has(m.id));
}

/** The grid button's count badge: "9+" above 9. */
export function gridBadge(count: number): string {
  return count > 9 ? '9+' : String(Math.max(0, Math.trunc(count)));
}

export interface ModuleText {
  name: string;
  description: string;
}

/**
 * The top bar's "Search modules...": visible modules whose name or description contains the query
 * (case-insensitive). Names starting with the query come first, then names containing it, then
 * description matches; registry order within each. A blank query finds nothing. `textOf` lets the web
 * search the translated texts.
 */
export function searchModules(
  query: string,
  visible: readonly ModuleDescriptor[],
  textOf: (m: ModuleDescriptor) => ModuleText = (m) => ({ name: m.displayName, description: m.description }),
): ModuleDescriptor[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [];
  const ranked: { module: ModuleDescriptor; rank: number; index: number }[] = [];
  visible.forEach((module, index) => {
    const { name, description } = textOf(module);
    const n = name.toLocaleLowerCase();
    const rank = n.startsWith(q)
      ? 0
      : n.includes(q)
        ? 1
        : description.toLocaleLowerCase().includes(q)
          ? 2
          : -1;
    if (rank >= 0) ranked.push({ module, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.module);
}

/** The order in which the role's modules are preloaded after sign-in: lowest priority number first. */
export function preloadOrder(visible: readonly ModuleDescriptor[]): ModuleDescriptor[] {
  return [...visible].sort((a, b) => a.preloadPriority - b.preloadPriority);
}
