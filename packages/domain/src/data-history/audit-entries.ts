import { z } from 'zod';

/**
 * The audit log as the data-history screen reads it (issue 25): one entry, the filters, and the pure
 * rules that turn a row into what a person reads — the module of an action, the changes it recorded
 * (before → after), and the device a user agent names.
 */

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    action: z.string(),
    actorUserId: z.string().nullable(),
    actorName: z.string().nullable(),
    actorEmail: z.string().nullable(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

/** The filters of the list, of a record's history and of the export. */
export const auditFilterSchema = z.object({
  /** The person (user id) who did it. */
  actor: z.string().trim().min(1).max(100).optional(),
  /** The module: the action's prefix ("catalog", "customers"…). */
  module: z
    .string()
    .trim()
    .regex(/^[a-z_-]+$/)
    .max(40)
    .optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z_-]+\.[a-z_]+$/)
    .max(80)
    .optional(),
  targetType: z
    .string()
    .trim()
    .regex(/^[a-z_]+$/)
    .max(40)
    .optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
  /** Manila business dates, both included. */
  from: day.optional(),
  to: day.optional(),
  /** Words in the e-mail, the action, the record id or the details. */
  q: z.string().trim().min(1).max(100).optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = auditFilterSchema.extend({
  page: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(200).default(50),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const AUDIT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const auditExportQuerySchema = auditFilterSchema.extend({
  format: z.enum(AUDIT_EXPORT_FORMATS).default('csv'),
});

/** Most rows one export holds (newest first); the screen says to narrow the filters past it. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** The module of an action: its prefix. */
export const moduleOfAction = (action: string): string => action.split('.')[0] ?? action;

export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isPair = (v: unknown): v is { from: unknown; to: unknown } =>
  isObject(v) && 'from' in v && 'to' in v && Object.keys(v).length === 2;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The before → after values an audit row carries, one per field, in the shapes the services write:
 * `changes: { field: { from, to } }` (products, customers), `{ from, to }` at the top (a role change,
 * field "role" unless `field` says), and `{ group: { from: {…}, to: {…} } }` (system settings: one row
 * per key of the group that differs). Rows without before/after values answer [].
 */
export function auditChanges(details: Record<string, unknown>): AuditChange[] {
  const out: AuditChange[] = [];
  if (isObject(details.changes))
    for (const [field, v] of Object.entries(details.changes)) if (isPair(v)) out.push({ field, ...v });
  if ('from' in details && 'to' in details && !isObject(details.from) && !isObject(details.to))
    out.push({
      field: typeof details.field === 'string' ? details.field : 'role',
      from: details.from,
      to: details.to,
    });
  for (const [group, v] of Object.entries(details)) {
    if (group === 'changes' || !isPair(v)) continue;
    if (isObject(v.from) && isObject(v.to)) {
      const from = v.from;
      const to = v.to;
      for (const key of new Set([...Object.keys(from), ...Object.keys(to)]))
        if (!same(from[key], to[key])) out.push({ field: `${group}.${key}`, from: from[key], to: to[key] });
    } else if (!same(v.from, v.to)) out.push({ field: group, from: v.from, to: v.to });
  }
  return out;
}

/** A value of a change as one line of text: empty for nothing, JSON for lists and objects. */
export function changeText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
  [/node|undici/i, 'a program'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a user agent; null when there is none; the agent itself when unknown. */
export function deviceOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.slice(0, 60);
  return [browser, system].filter(Boolean).join(' on ');
}

/** The rows of the export file: a header, then one row per entry (details as JSON). */
export function auditEntriesToRows(entries: readonly AuditEntry[]): (string | number | null)[][] {
  return [
    [
      'When (UTC)',
      'Person',
      'E-mail',
      'Action',
      'Record type',
      'Record id',
      'Changes',
      'IP',
      'Device',
      'Details',
    ],
    ...entries.map((e) => [
      e.at,
      e.actorName,
      e.actorEmail,
      e.action,
      e.targetType,
      e.targetId,
      auditChanges(e.details)
        .map((c) => `${c.field}: ${changeText(c.from)} → ${changeText(c.to)}`)
        .join('; '),
      e.ip,
      deviceOf(e.userAgent),
      JSON.stringify(e.details),
    ]),
  ];
}

/**
 * A recorded field's name in words when the screen has no label for it: the camelCase split, the unit
 * suffix (Centavos, Milli) dropped — `minStockMilli` → "Min stock", `creditTermsDays` → "Credit terms days".
 */
export function fieldWords(field: string): string {
  const words = field
    .replace(/(Centavos|Milli)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}
