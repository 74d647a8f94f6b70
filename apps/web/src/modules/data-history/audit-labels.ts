import { fieldWords, moduleOfAction } from '@fbms/domain';
import type { useDataHistoryT } from './data-history.i18n.ts';

type T = ReturnType<typeof useDataHistoryT>;

/** Known module prefixes, in the filter's order. */
export const AUDIT_MODULES = [
  'auth',
  'access',
  'users',
  'account',
  'settings',
  'setup',
  'catalog',
  'inventory',
  'pos',
  'sales',
  'shifts',
  'customers',
  'loyalty',
  'marketing',
  'suppliers',
  'purchases',
  'expenses',
  'accounting',
  'privacy',
] as const;

const has = (key: string, label: string) => label !== `dataHistory.${key}` && label !== key;

/** The module's name, or its prefix when the screen has no word for it. */
export function moduleLabel(t: T, module: string): string {
  const label = t(`modules.${module}` as never);
  return has(`modules.${module}`, label) ? label : module;
}

/** The action in words ("Changed a product"), or the module's name and the code for one without. */
export function actionLabel(t: T, action: string): string {
  const label = t(`actions.${action}` as never);
  if (has(`actions.${action}`, label)) return label;
  return `${moduleLabel(t, moduleOfAction(action))}: ${action.slice(action.indexOf('.') + 1).replace(/_/g, ' ')}`;
}

/** The record type in words, or the type itself. */
export function typeLabel(t: T, type: string): string {
  const label = t(`types.${type}` as never);
  return has(`types.${type}`, label) ? label : type.replace(/_/g, ' ');
}

/** The page of a record, where one exists. */
export function recordHref(type: string | null, id: string | null): string | null {
  if (!type || !id) return null;
  const e = encodeURIComponent(id);
  switch (type) {
    case 'product':
      return `/inventory?product=${e}`;
    case 'customer':
      return `/customers/${e}`;
    case 'supplier':
      return `/suppliers/${e}`;
    case 'purchase_order':
      return `/purchases/${e}`;
    case 'user':
      return '/users';
    default:
      return null;
  }
}

/** A recorded field in words ("Price" for priceCentavos), or its name split into words. */
export function fieldLabel(t: T, field: string): string {
  const label = t(`fields.${field}` as never);
  return has(`fields.${field}`, label) ? label : fieldWords(field);
}
