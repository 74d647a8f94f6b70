import type { z } from 'zod';
import { manilaDate } from '../time/manila.ts';
import {
  normalizeLegacySettings,
  safeMergeUserSettings,
  userSettingsPatchSchema,
} from './resolve-user-settings.ts';
import {
  DEFAULT_USER_SETTINGS,
  type ReadonlyUserSettings,
  USER_SETTINGS_GROUPS,
  USER_SETTINGS_VERSION,
  type UserSettings,
} from './user-settings.ts';

/** What "Export settings" writes to a file. */
export interface UserSettingsExport {
  app: 'FBMS';
  kind: 'user-settings';
  version: typeof USER_SETTINGS_VERSION;
  /** ISO 8601, UTC. */
  exportedAt: string;
  settings: UserSettings;
}

export type SettingsImportResult = { ok: true; settings: UserSettings } | { ok: false; message: string };

/** The file's text: the envelope as indented JSON. */
export function exportUserSettings(settings: ReadonlyUserSettings, now: Date): string {
  const envelope: UserSettingsExport = {
    app: 'FBMS',
    kind: 'user-settings',
    version: USER_SETTINGS_VERSION,
    exportedAt: now.toISOString(),
    settings: settings as UserSettings,
  };
  return `${JSON.stringify(envelope, null, 2)}\n`;
}

/** e.g. fbms-settings-2026-05-01.json, dated in Manila. */
export function settingsExportFileName(now: Date): string {
  return `fbms-settings-${manilaDate(now)}.json`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (message: string): SettingsImportResult => ({
  ok: false,
  message: `Invalid settings data: ${message}`,
});

/** ['display', 'tableSettings', 'rowsPerPage'] → display.tableSettings.rowsPerPage; indexes as [1]. */
function readablePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

function firstProblem(error: z.ZodError): SettingsImportResult {
  const issue = error.issues[0];
  if (!issue) return invalid('The settings could not be read');
  const path = readablePath(issue.path);
  return invalid(path === '' ? issue.message : `${path} — ${issue.message}`);
}

function newerVersion(version: unknown): boolean {
  return typeof version === 'number' && version > USER_SETTINGS_VERSION;
}

/**
 * Reads a settings file: the envelope `exportUserSettings` writes, or a bare settings document (ours,
 * or an older one: showSupabaseStatus, the 12-key menu reading and snake_case date/time formats are
 * understood). Fields the file leaves out take their value from `base` (the defaults unless given);
 * a field that is there must be valid. Nothing is saved here: the caller sends `settings` on.
 */
export function parseSettingsImport(
  text: string,
  base: ReadonlyUserSettings = DEFAULT_USER_SETTINGS,
): SettingsImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Invalid JSON format' };
  }

  let document: unknown = data;
  if (isRecord(data) && data.app === 'FBMS') {
    if (data.kind !== 'user-settings') return invalid('This file is not an FBMS user-settings export');
    if (newerVersion(data.version)) {
      return invalid(
        `version — This file comes from a newer FBMS (settings version ${String(data.version)})`,
      );
    }
    if (!isRecord(data.settings)) return invalid('settings — The file holds no settings');
    document = data.settings;
  }
  if (!isRecord(document)) return invalid('Expected a settings object');
  if (newerVersion(document.version)) {
    return invalid(
      `version — This file comes from a newer FBMS (settings version ${String(document.version)})`,
    );
  }

  const { version: _version, ...normalized } = normalizeLegacySettings(document);
  if (!USER_SETTINGS_GROUPS.some((group) => normalized[group] !== undefined)) {
    return invalid('The file holds none of the settings groups');
  }

  const patch = userSettingsPatchSchema.safeParse(normalized);
  if (!patch.success) return firstProblem(patch.error);
  const merged = safeMergeUserSettings(base, patch.data);
  if (!merged.success) return firstProblem(merged.error);
  return { ok: true, settings: merged.data };
}
