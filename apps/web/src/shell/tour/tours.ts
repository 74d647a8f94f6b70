import { checkAccess, getModule, type ModuleId, ROLES, type Role } from '@fbms/domain';

/**
 * The interactive tour (seed 001 §2): five tours of 3–4 steps. Each step points at a real element of
 * the shell, marked `data-tour="…"`; `target` lists the candidates in order (desktop first, then the
 * phone's), and the first one on screen wins. A step whose target is not on screen is shown centred.
 * A step that needs a screen opens it first (`action`). Texts live in the i18n bundles under
 * `tour.tours.<tour>.steps.<step>.title|description`.
 */
export const TOUR_IDS = ['getting-started', 'point-of-sale', 'inventory', 'reports', 'admin'] as const;
export type TourId = (typeof TOUR_IDS)[number];

export type StepPosition = 'top' | 'bottom' | 'left' | 'right' | 'center';

/** What a step does before it is shown: open the screen its target is on. */
export type StepAction = {
  kind: 'navigate';
  to: '/' | '/settings' | '/users' | '/branches' | '/branches/transfers' | '/reports' | '/operations';
};

export interface TourStep {
  id: string;
  /** `data-tour` names, tried in order. Empty: a centred step with no highlight. */
  target: readonly string[];
  position: StepPosition;
  category: TourId;
  action?: StepAction;
  /** Only for these roles: what the step shows exists only for them (e.g. stock alerts). All when absent. */
  roles?: readonly Role[];
  /** Only once this module has landed and the role may open it (a step on another module's screen). */
  module?: ModuleId;
}

export interface Tour {
  id: TourId;
  /**
   * Who is offered the tour: every signed-in role, or the roles that may open a module (once it has
   * landed: a tour never shows a module that is not there).
   */
  audience: { kind: 'everyone' } | { kind: 'module'; module: ModuleId } | { kind: 'admin' };
  steps: readonly TourStep[];
}

/** The phone has no sidebar: the menu is behind the drawer button, the rest under the grid button. */
const MENU = ['sidebar', 'mobile-nav'];
const SETTINGS = ['nav-settings', 'mobile-more', 'drawer-button'];
const STOCK_ALERTED: readonly Role[] = ['admin', 'manager'];
/** Who may export reports and see cost and profit (the permission table: managers, accountants, admins). */
const REPORT_EXPORTERS: readonly Role[] = ROLES.filter(
  (role) => checkAccess({ role, isActive: true }, { module: 'reports', action: 'export' }).allowed,
);

function steps(category: TourId, list: Omit<TourStep, 'category'>[]): TourStep[] {
  return list.map((s) => ({ ...s, category }));
}

export const TOURS: readonly Tour[] = [
  {
    id: 'getting-started',
    audience: { kind: 'everyone' },
    steps: steps('getting-started', [
      { id: 'menu', target: MENU, position: 'right' },
      { id: 'search', target: ['module-search', 'drawer-button'], position: 'bottom' },
      { id: 'notifications', target: ['notification-bell'], position: 'bottom' },
      { id: 'account', target: ['user-menu', 'logout'], position: 'bottom' },
    ]),
  },
  {
    id: 'point-of-sale',
    audience: { kind: 'module', module: 'sales' },
    steps: steps('point-of-sale', [
      {
        id: 'where',
        target: ['nav-sales', 'mobile-nav-sales', ...MENU],
        position: 'right',
      },
      { id: 'server', target: ['server-status'], position: 'bottom' },
      { id: 'theme', target: ['theme-toggle'], position: 'bottom' },
      { id: 'permissions', target: ['permissions'], position: 'top', action: { kind: 'navigate', to: '/' } },
      // Operations (managers and admins): the terminals and shifts of today, then what waits for someone.
      {
        id: 'operations-terminals',
        target: ['operations-terminals'],
        position: 'bottom',
        action: { kind: 'navigate', to: '/operations' },
        module: 'operations',
      },
      {
        id: 'operations-waiting',
        target: ['operations-waiting'],
        position: 'top',
        action: { kind: 'navigate', to: '/operations' },
        module: 'operations',
      },
    ]),
  },
  {
    id: 'inventory',
    audience: { kind: 'module', module: 'inventory' },
    steps: steps('inventory', [
      {
        id: 'where',
        target: ['nav-inventory', 'mobile-nav-inventory', ...MENU],
        position: 'right',
      },
      // Stock alerts go to managers and administrators only, and only they have these settings.
      {
        id: 'thresholds',
        target: ['settings-inventory'],
        position: 'right',
        action: { kind: 'navigate', to: '/settings' },
        roles: STOCK_ALERTED,
      },
      { id: 'alerts', target: ['notification-bell'], position: 'bottom', roles: STOCK_ALERTED },
      // Shown in the top bar only to people with two or more branches (admins and managers may have them).
      { id: 'branch-switcher', target: ['branch-switcher'], position: 'bottom', roles: STOCK_ALERTED },
      // Transfer slips between locations and branches (issue 26): what is on the road, and a new slip.
      {
        id: 'transfers',
        target: ['transfers-in-transit'],
        position: 'bottom',
        action: { kind: 'navigate', to: '/branches/transfers' },
        module: 'branches',
      },
      {
        id: 'transfer-new',
        target: ['transfers-new'],
        position: 'bottom',
        action: { kind: 'navigate', to: '/branches/transfers' },
        module: 'branches',
      },
    ]),
  },
  {
    id: 'reports',
    audience: { kind: 'module', module: 'reports' },
    steps: steps('reports', [
      {
        id: 'where',
        target: ['nav-reports', 'mobile-nav-reports', ...MENU],
        position: 'right',
      },
      {
        id: 'pick',
        target: ['reports-picker', 'reports-range'],
        position: 'bottom',
        action: { kind: 'navigate', to: '/reports' },
      },
      // The export buttons (and cost and profit) are only for those who may export reports.
      {
        id: 'export',
        target: ['reports-export'],
        position: 'bottom',
        action: { kind: 'navigate', to: '/reports' },
        roles: REPORT_EXPORTERS,
      },
      { id: 'more', target: ['reports-more'], position: 'top', action: { kind: 'navigate', to: '/reports' } },
    ]),
  },
  {
    id: 'admin',
    audience: { kind: 'admin' },
    steps: steps('admin', [
      { id: 'users-menu', target: ['nav-user-roles', 'mobile-more', 'drawer-button'], position: 'right' },
      {
        id: 'users-screen',
        target: ['page-heading'],
        position: 'top',
        action: { kind: 'navigate', to: '/users' },
      },
      {
        id: 'menus',
        target: ['settings-menu', ...SETTINGS],
        position: 'right',
        action: { kind: 'navigate', to: '/settings' },
      },
      { id: 'technical-docs', target: ['help-button', 'user-menu'], position: 'bottom' },
      {
        id: 'branches-screen',
        target: ['page-heading'],
        position: 'top',
        action: { kind: 'navigate', to: '/branches' },
      },
    ]),
  },
];

/**
 * Targets on module screens the shell does not own, found by what they already are (the dashboard's
 * "What you can do" section, a settings section's tab — or its accordion header on a phone — and the
 * screen's heading). Every other target is the element marked `data-tour="<name>"`.
 */
const SCREEN_TARGETS: Record<string, string> = {
  permissions: 'section[aria-labelledby="can-do"]',
  'settings-inventory': '[role="tab"][id$="-tab-inventory"], button[id$="-control-inventory"]',
  'settings-menu': '[role="tab"][id$="-tab-menu"], button[id$="-control-menu"]',
  'page-heading': 'main h1',
};

/** The CSS selector of a target name. */
export function targetSelector(name: string): string {
  return SCREEN_TARGETS[name] ?? `[data-tour="${name}"]`;
}

/**
 * The tours offered to a signed-in role, each with the steps for that role: Admin Features to admins
 * only, a module's tour to the roles that may open it once the module has landed.
 */
export function toursFor(role: Role): Tour[] {
  const actor = { role, isActive: true };
  return TOURS.filter((tour) => {
    const a = tour.audience;
    if (a.kind === 'everyone') return true;
    if (a.kind === 'admin') return role === 'admin';
    const module = getModule(a.module);
    return module.available && checkAccess(actor, module.access).allowed;
  }).map((tour) => ({
    ...tour,
    steps: tour.steps.filter((s) => (!s.roles || s.roles.includes(role)) && mayOpen(s.module)),
  }));

  function mayOpen(id: ModuleId | undefined) {
    if (!id) return true;
    const module = getModule(id);
    return module.available && checkAccess(actor, module.access).allowed;
  }
}

export function getTour(id: TourId): Tour {
  return TOURS.find((t) => t.id === id)!;
}

/** Progress shown while on step `index` (0-based) of `count`: 1 of 4 → 25 %. */
export function progressPercent(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round(((Math.min(index, count - 1) + 1) / count) * 100);
}

/** i18n keys of a step's texts. */
export function stepTextKeys(step: TourStep) {
  const base = `tour.tours.${step.category}.steps.${step.id}` as const;
  return { title: `${base}.title`, description: `${base}.description` } as const;
}
