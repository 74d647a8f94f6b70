/**
 * The menu-visibility keys of a settings document (seed 000 §3, menuVisibility).
 *
 * DESIGN "Readings of the seeds": the 22-key local reading (Reading 2) is the model stored in the
 * document; the 12-key reading (Reading 1) is only how a settings section or an older export names
 * them. The keys and the mapping come from the shell's registry (packages/domain/src/shell).
 */
import { MENU_VISIBILITY_KEYS, SYNC_TO_LOCAL_MENU_KEY } from '../shell/menu-visibility.ts';

export const SETTINGS_MENU_KEYS = MENU_VISIBILITY_KEYS;
export type SettingsMenuKey = (typeof SETTINGS_MENU_KEYS)[number];

/**
 * The three keys of the 12-key reading whose names differ; its other nine keys (dashboard, inventory,
 * sales, purchases, suppliers, customers, reports, settings, backup) are 22-key names already.
 */
const SECTION_KEY_TO_MENU_KEY: Readonly<Record<string, SettingsMenuKey>> = Object.fromEntries(
  Object.entries(SYNC_TO_LOCAL_MENU_KEY).filter(([sync, local]) => sync !== local),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Renames the 12-key reading's keys to the 22-key model (analytics → bir, users → userRoles,
 * audit → dataHistory). A 22-key name wins over its 12-key alias when both are present. Keys of
 * neither reading are dropped; values are left as they are (the schema judges them); anything that is
 * not an object is returned unchanged.
 */
export function normalizeMenuVisibilityKeys(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const out: Partial<Record<SettingsMenuKey, unknown>> = {};
  for (const [alias, target] of Object.entries(SECTION_KEY_TO_MENU_KEY)) {
    if (Object.hasOwn(raw, alias)) out[target] = raw[alias];
  }
  for (const key of SETTINGS_MENU_KEYS) {
    if (Object.hasOwn(raw, key)) out[key] = raw[key];
  }
  return out;
}
