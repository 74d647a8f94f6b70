import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { findUnlandedMentions, MODULES, type ModuleId, ROLES } from '@fbms/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { fil } from '../i18n/fil.ts';
import { toursFor } from './tour/tours.ts';

/**
 * What FBMS tells people about itself — the Help guides, the tours, the modules' descriptions — names
 * only modules and features that have landed (registry `available`, domain features.ts). A text that
 * promises voids, returns, receiving, transfers, scheduled reports, credit, shifts, purchasing… before
 * they exist fails here.
 */
const GUIDES = new URL('../../../../docs/training/', import.meta.url);

/** The modules' Filipino names, so a Filipino text naming a missing module is caught too. */
const FILIPINO_NAMES = Object.fromEntries(
  MODULES.map((m) => [m.id, [fil.modules[m.id as ModuleId]?.name ?? m.displayName]]),
) as Partial<Record<ModuleId, string[]>>;

const mentions = (text: string) =>
  findUnlandedMentions(text, FILIPINO_NAMES).map((m) => `${m.what}: "${m.said}"`);

/** Every key a screen binds with useHotkeys, as a person types it ('mod+K' → 'Ctrl+K'). */
function boundKeys(): string[] {
  const keys = new Set<string>(['Ctrl+H']); // the tour picker (tour-state.ts isTourShortcut)
  const walk = (dir: URL) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(new URL(`${entry.name}/`, dir));
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const text = readFileSync(new URL(entry.name, dir), 'utf8');
        // Each binding is ['KEY', () => …] in the list right after useHotkeys(.
        for (const call of text.matchAll(/useHotkeys\(/g)) {
          const list = text.slice(call.index, call.index + 600);
          for (const [, key] of list.matchAll(/\[\s*'([^']+)'\s*,\s*[\w(]/g)) {
            keys.add((key ?? '').replace(/^mod\+/, 'Ctrl+'));
          }
        }
      }
    }
  };
  walk(new URL('../', import.meta.url));
  return [...keys].sort();
}

type Manifest = { id: string; file: string }[];
const manifest = JSON.parse(readFileSync(new URL('manifest.json', GUIDES), 'utf8')) as Manifest;

describe('texts promise only what has landed', () => {
  it('finds a promise of a missing module or feature (the check itself works)', () => {
    expect(mentions('Look up past sales, reprint, or run the payroll')).toEqual(['payroll: "payroll"']);
    expect([...new Set(mentions('Open **BIR Forms** when the notification sound plays'))]).toEqual([
      'bir: "BIR Forms"',
      'notification-sounds: "notification sound"',
    ]);
    expect(mentions('Pay by bank transfer, GCash or cash; reprint an invoice')).toEqual([]);
  });

  it('the Help guides, English and Filipino', () => {
    const found: string[] = [];
    for (const { file } of manifest) {
      for (const path of [file, `fil/${file}`]) {
        const url = new URL(path, GUIDES);
        if (!existsSync(url)) continue;
        for (const m of mentions(readFileSync(url, 'utf8'))) found.push(`${path} ${m}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the keyboard shortcuts guide lists every key the screens bind, English and Filipino', () => {
    const keys = boundKeys();
    expect(keys).toEqual(expect.arrayContaining(['Ctrl+K', 'F2', 'F4', 'F8', 'F9', 'Enter']));
    for (const path of ['keyboard-shortcuts.md', 'fil/keyboard-shortcuts.md']) {
      const url = new URL(path, GUIDES);
      if (path.startsWith('fil/') && !existsSync(url)) continue;
      const guide = readFileSync(url, 'utf8');
      const missing = keys.filter(
        (k) => !new RegExp(`(^|[|\\s])${k.replace('+', '\\+')}([|\\s,.]|$)`, 'm').test(guide),
      );
      expect(missing, path).toEqual([]);
    }
  });

  it('every step of every tour a role is offered, English and Filipino', () => {
    const found: string[] = [];
    const steps = (lang: typeof en, tour: string, step: string) =>
      (lang.tour.tours as Record<string, { steps: Record<string, Record<string, string>> }>)[tour]?.steps[
        step
      ] ?? {};
    for (const role of ROLES) {
      for (const tour of toursFor(role)) {
        for (const step of tour.steps) {
          for (const [code, lang] of [
            ['en', en],
            ['fil', fil],
          ] as const) {
            const { title = '', description = '' } = steps(lang, tour.id, step.id);
            for (const m of mentions(`${title}\n${description}`))
              found.push(`${code} ${tour.id}.${step.id} ${m}`);
          }
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it("the descriptions of the modules people can open, in the registry and the web's texts", () => {
    const found: string[] = [];
    for (const m of MODULES.filter((x) => x.available)) {
      for (const [where, text] of [
        ['registry', m.description],
        ['en', en.modules[m.id]?.description ?? ''],
        ['fil', fil.modules[m.id as ModuleId]?.description ?? ''],
      ]) {
        for (const x of mentions(text ?? '')) found.push(`${where} ${m.id} ${x}`);
      }
    }
    expect(found).toEqual([]);
  });
});
