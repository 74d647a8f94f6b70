import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadResult } from './load.ts';

export interface Summary {
  median: number;
  min: number;
  max: number;
  values: number[];
}

export function summarize(values: number[]): Summary {
  if (values.length === 0) throw new Error('no values to summarize');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)!, values };
}

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dec = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const ms = (v: number) => `${int.format(v)} ms`;
export const msRange = (s: Summary) => `${ms(s.median)} (${int.format(s.min)}–${int.format(s.max)})`;
export const mib = (bytes: number) => `${int.format(bytes / 1024 / 1024)} MiB`;
/** Kilobytes of 1000 bytes, the unit of Vite's build report. */
export const kb = (bytes: number) => `${dec.format(bytes / 1000)} kB`;
/** autocannon records latency in whole milliseconds, so 0 means "under 1 ms". */
const lat = (v: number) => (v < 1 ? '<1 ms' : `${dec.format(v)} ms`);
export const rps = (r: LoadResult) =>
  `${int.format(r.rps)} req/s, p50 ${lat(r.latencyP50Ms)}, p99 ${lat(r.latencyP99Ms)}`;
/** value / reference as "12.3×" (for costs: time, memory). */
export const times = (value: number, reference: number) =>
  reference > 0 ? `${dec.format(value / reference)}×` : 'n/a';
/** value / reference as a percentage (for rates: what share of the limit we reach). */
export const percent = (value: number, reference: number) =>
  reference > 0 ? `${dec.format((100 * value) / reference)} %` : 'n/a';

export interface Row {
  metric: string;
  value: string;
  reference: string;
  ratio: string;
}

export function markdownTable(rows: Row[]): string {
  const header: Row = { metric: 'metric', value: 'value', reference: 'reference (limit)', ratio: 'ratio' };
  const cols = ['metric', 'value', 'reference', 'ratio'] as const;
  const all = [header, ...rows];
  const width = cols.map((c) => Math.max(...all.map((r) => r[c].length)));
  const line = (r: Row) => `| ${cols.map((c, i) => r[c].padEnd(width[i]!)).join(' | ')} |`;
  const rule = `|${width.map((w, i) => (i === 3 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Writes bench/results/<timestamp>.json (the folder is gitignored) and returns its path. */
export function writeResults(root: string, startedAt: Date, results: unknown): string {
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
