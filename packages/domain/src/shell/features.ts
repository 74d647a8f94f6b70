import { getModule, type ModuleId } from './module-registry.ts';

/**
 * Features that land on their own: a part of a module that comes after the module itself (voids come
 * after Sales History), or something that is no module at all (notifications by e-mail). Like the
 * registry's modules, each says whether it has landed; settings, guides, tours and module descriptions
 * offer only what has (DESIGN "No stubs"). A feature tied to a module is available only when that module
 * is too.
 */
export interface FeatureDescriptor {
  /** The module it belongs to, if any. */
  module: ModuleId | null;
  available: boolean;
}

const FEATURE_DEFINITIONS = {
  /** Voiding a completed sale (Sales History). */
  'sale-voids': { module: 'sales-history', available: true },
  /** Returns and refunds of sold goods. */
  'sale-returns': { module: 'sales-history', available: true },
  /** Moving stock from one location or branch to another. */
  'stock-transfers': { module: 'branches', available: true },
  /** Cashier shifts, cash slips and X/Z readings at the POS (issue 21). */
  'pos-shifts': { module: 'sales', available: true },
  /** Notifications sent outside FBMS: e-mail, push and SMS. */
  'outside-notifications': { module: null, available: false },
  /** A tone with each pop-up notification. */
  'notification-sounds': { module: null, available: false },
  /** Notifications about sales (none is sent yet). */
  'sales-notifications': { module: null, available: false },
  /** Notifications about security events, such as a sign-in from a new device (none is sent yet). */
  'security-notifications': { module: null, available: false },
  /** Dated reminders: payroll cut-off, leave to approve (none is sent yet). */
  reminders: { module: 'payroll', available: false },
  /** Dates and times shown in the format each person chooses. */
  'date-time-formats': { module: null, available: false },
  /** Rows per page, row numbers and sticky headers of the tables, per person. */
  'table-layout': { module: null, available: false },
  /** Dashboard cards arranged per person. */
  'dashboard-layout': { module: null, available: false },
  /** Profile visibility, data sharing, analytics and cookie choices. */
  'privacy-controls': { module: null, available: false },
  /** Stock checks on a schedule each person picks (today: after each change and daily at 06:00). */
  'stock-check-schedule': { module: null, available: false },
  /** Barcodes made by FBMS for products without one, in a chosen format. */
  'barcode-generation': { module: null, available: false },
  /** Personal password, two-factor, sign-in attempt, audit and IP rules. */
  'personal-security-rules': { module: null, available: false },
  /** The store's logo on the sign-in page and printed documents. */
  'store-logo': { module: null, available: true },
  /** The store's website printed or linked anywhere. */
  'store-website': { module: null, available: false },
  /** Taking payments through GCash, Maya or PayPal accounts (the QR code at the POS is separate). */
  'payment-gateways': { module: null, available: false },
  /** Text messages to customers: marketing campaigns (issue 23), kept in the SMS outbox file. */
  sms: { module: 'marketing', available: true },
  /** A connected SMS gateway (an SMS service's account set on a screen), and texts to staff. */
  'sms-gateway': { module: null, available: false },
  /** Notifications to staff about marketing campaigns (none is sent yet). */
  'marketing-notifications': { module: 'marketing', available: false },
  /**
   * Purchase orders made by FBMS on its own from stock levels, lead time and safety stock (today the
   * Purchases screen suggests what to reorder and a person makes the order).
   */
  'auto-reorder': { module: 'purchases', available: false },
  /** The sender address of FBMS's e-mail set on a screen (today: MAIL_FROM on the server). */
  'mail-sender-setting': { module: null, available: false },
  /** Reports made daily, weekly or monthly and e-mailed, and the notice that one is ready. */
  'scheduled-reports': { module: 'reports', available: false },
  /** A choice of chart types (line, pie, area) per person; Reports & Analytics draws bar charts. */
  'report-chart-types': { module: 'reports', available: false },
  /** Report files compressed (zipped) before they are saved or sent. */
  'report-compression': { module: 'reports', available: false },
} satisfies Record<string, FeatureDescriptor>;

export type FeatureId = keyof typeof FEATURE_DEFINITIONS;
export const FEATURES: Readonly<Record<FeatureId, FeatureDescriptor>> = FEATURE_DEFINITIONS;
export const FEATURE_IDS = Object.keys(FEATURES) as FeatureId[];

export function isFeatureAvailable(id: FeatureId): boolean {
  const f = FEATURES[id];
  return f.available && (f.module === null || getModule(f.module).available);
}

/**
 * What a screen element needs before it may be shown: nothing beyond the core ('core'), one of some
 * modules, or a feature.
 */
export type Need = 'core' | { modules: readonly ModuleId[] } | { feature: FeatureId };

export function isNeedMet(need: Need): boolean {
  if (need === 'core') return true;
  if ('feature' in need) return isFeatureAvailable(need.feature);
  return need.modules.some((id) => getModule(id).available);
}
