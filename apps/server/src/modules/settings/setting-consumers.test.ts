import { existsSync, readFileSync } from 'node:fs';
import { isNeedMet, type SettingRule, SYSTEM_SETTING_RULES, USER_SETTING_RULES } from '@fbms/domain';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../../../', import.meta.url);

/** Every rule that lets a setting be shown must name code that is there and reads it. */
function problems(rules: Readonly<Record<string, SettingRule>>): string[] {
  const found: string[] = [];
  for (const [path, rule] of Object.entries(rules)) {
    if (!isNeedMet(rule.need)) continue;
    if (rule.honouredBy.length === 0) found.push(`${path}: shown, but nothing is named as reading it`);
    for (const { file, reads } of rule.honouredBy) {
      const url = new URL(file, ROOT);
      if (!existsSync(url)) found.push(`${path}: ${file} does not exist`);
      else if (!readFileSync(url, 'utf8').includes(reads)) found.push(`${path}: ${file} has no "${reads}"`);
    }
  }
  return found;
}

describe('the settings the screens show are read by something', () => {
  it('My Settings', () => {
    expect(problems(USER_SETTING_RULES)).toEqual([]);
  });

  it('Store settings', () => {
    expect(problems(SYSTEM_SETTING_RULES)).toEqual([]);
  });

  it('a rule whose reader is gone fails', () => {
    const gone: Record<string, SettingRule> = {
      'display.sounds': { need: 'core', honouredBy: [] },
      theme: {
        need: 'core',
        honouredBy: [{ file: 'apps/web/src/shell/display-settings.tsx', reads: 'playSound(' }],
      },
    };
    expect(problems(gone)).toHaveLength(2);
  });
});
