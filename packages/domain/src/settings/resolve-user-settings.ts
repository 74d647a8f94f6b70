import { z } from 'zod';
import { normalizeMenuVisibilityKeys } from './menu-keys.ts';
import {
  defaultUserSettings,
  type ReadonlyUserSettings,
  USER_SETTINGS_VERSION,
  type UserSettings,
  userSettingsSchema,
} from './user-settings.ts';

/** Every group and every field optional, at every depth; lists are replaced whole, never merged. */
type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
export type UserSettingsPatch = DeepPartial<Omit<UserSettings, 'version'>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema with each object's fields optional, all the way down. Field rules stay; rules that tie
 * fields of one object together (thresholds, IP allow-list) are checked on the merged document.
 */
function partialDeep(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodObject)) return schema;
  const shape = Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, inner]) => [
      key,
      partialDeep(inner).optional(),
    ]),
  );
  return z.object(shape, { error: 'Must be a group of settings (an object)' });
}

/**
 * A change to some settings (PUT /api/settings/me, a form section). Unknown keys are dropped; the
 * version cannot be patched.
 */
export const userSettingsPatchSchema = partialDeep(
  userSettingsSchema.omit({ version: true }),
) as z.ZodType<UserSettingsPatch>;

function mergeDeep(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return base;
  if (!isRecord(base) || !isRecord(patch)) return patch;
  const out: Record<string, unknown> = {};
  // Only the base's own keys: a full document has every key, and nothing else is carried over.
  for (const key of Object.keys(base)) out[key] = mergeDeep(base[key], patch[key]);
  return out;
}

/**
 * `current` with `patch` applied: objects merged field by field, lists replaced. Returns a new, full
 * document; throws a ZodError (→ VALIDATION_FAILED) when the patch breaks a rule, including rules that
 * tie fields together (e.g. overstock above low stock).
 */
export function mergeUserSettings(current: ReadonlyUserSettings, patch: UserSettingsPatch): UserSettings {
  return userSettingsSchema.parse(mergeDeep(current, patch));
}

/** The same, answering with zod's result instead of throwing. */
export function safeMergeUserSettings(current: ReadonlyUserSettings, patch: UserSettingsPatch) {
  return userSettingsSchema.safeParse(mergeDeep(current, patch));
}

/**
 * Names older documents used, renamed to ours, without touching the input: the top bar's
 * showSupabaseStatus (→ showServerStatus), the 12-key menu reading (→ 22 keys), the seed table's
 * date_format / time_format columns (→ dateFormat / timeFormat). Our own name wins when both are there.
 */
export function normalizeLegacySettings(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  if (out.dateFormat === undefined && raw.date_format !== undefined) out.dateFormat = raw.date_format;
  if (out.timeFormat === undefined && raw.time_format !== undefined) out.timeFormat = raw.time_format;
  delete out.date_format;
  delete out.time_format;
  if (isRecord(raw.display) && isRecord(raw.display.topBar)) {
    const { showSupabaseStatus, ...topBar } = raw.display.topBar;
    if (topBar.showServerStatus === undefined && showSupabaseStatus !== undefined) {
      topBar.showServerStatus = showSupabaseStatus;
    }
    out.display = { ...raw.display, topBar };
  }
  if (raw.menuVisibility !== undefined) out.menuVisibility = normalizeMenuVisibilityKeys(raw.menuVisibility);
  return out;
}

/**
 * Brings a stored document to version 5. Seed 000 §3: below 5, the default menu visibility is merged
 * under the stored flags (a menu the user hid stays hidden; menus the old version did not know show).
 * The old store's other step, "database mode remote", has no counterpart: the server is the only door.
 * A document without a version is treated as older. A newer version (after a downgrade) is read field
 * by field like any other and becomes version 5.
 */
export function migrateStoredSettings(stored: Record<string, unknown>): Record<string, unknown> {
  const out = normalizeLegacySettings(stored);
  const version = typeof stored.version === 'number' ? stored.version : 0;
  if (version < USER_SETTINGS_VERSION) {
    out.menuVisibility = {
      ...defaultUserSettings().menuVisibility,
      ...(isRecord(out.menuVisibility) ? out.menuVisibility : {}),
    };
  }
  out.version = USER_SETTINGS_VERSION;
  return out;
}

/**
 * Reads `value` against `schema`, falling back to `fallback` wherever it does not fit: objects field
 * by field, anything else (lists included) whole. An object whose fields fit one by one but not
 * together (a cross-field rule) falls back whole.
 */
function resolveNode(schema: z.ZodType, value: unknown, fallback: unknown): unknown {
  if (schema instanceof z.ZodObject) {
    if (!isRecord(value) || !isRecord(fallback)) return fallback;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      out[key] = resolveNode(inner, Object.hasOwn(value, key) ? value[key] : undefined, fallback[key]);
    }
    const whole = schema.safeParse(out);
    return whole.success ? whole.data : fallback;
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

/**
 * The full document from whatever is stored (`user_settings.data`, possibly `{}`, null, an older
 * version or something broken). Missing or invalid values take their defaults one field at a time,
 * so old data never locks anyone out and never fails a sign-in.
 */
export function resolveUserSettings(stored: unknown): UserSettings {
  const defaults = defaultUserSettings();
  if (!isRecord(stored)) return defaults;
  return resolveNode(userSettingsSchema, migrateStoredSettings(stored), defaults) as UserSettings;
}
