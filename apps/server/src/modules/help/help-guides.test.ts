import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_DIR } from './help.routes.ts';

type Entry = { id: string; title: string; titleFil?: string; file: string };
const manifest = JSON.parse(readFileSync(join(HELP_DIR, 'manifest.json'), 'utf8')) as Entry[];
const sections = (markdown: string) => markdown.split('\n').filter((l) => l.startsWith('## ')).length;

describe('the Help guides in Filipino', () => {
  it('every guide has a Filipino title and a Filipino version with the same sections', () => {
    const problems: string[] = [];
    for (const e of manifest) {
      if (!e.titleFil || e.titleFil === e.title) problems.push(`${e.id}: no Filipino title`);
      const fil = join(HELP_DIR, 'fil', e.file);
      if (!existsSync(fil)) {
        problems.push(`${e.id}: no fil/${e.file}`);
        continue;
      }
      const english = readFileSync(join(HELP_DIR, e.file), 'utf8');
      const filipino = readFileSync(fil, 'utf8');
      if (filipino === english) problems.push(`${e.id}: fil/${e.file} is the English text`);
      if (sections(filipino) !== sections(english)) {
        problems.push(`${e.id}: ${sections(filipino)} sections in Filipino, ${sections(english)} in English`);
      }
    }
    expect(problems).toEqual([]);
  });
});
