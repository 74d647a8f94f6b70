/**
 * The comparison ranges the reports offer (issue 22): the period just before, of the same number of
 * days, or the same dates a year earlier (29 February becomes 28 February). Manila business dates.
 */
export const COMPARISONS = ['none', 'previous-period', 'previous-year', 'custom'] as const;
export type Comparison = (typeof COMPARISONS)[number];

const DAY = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The same date a year earlier (29 February → 28 February). */
export function yearBefore(date: string): string {
  const y = Number(date.slice(0, 4)) - 1;
  const md = date.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${String(y).padStart(4, '0')}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/** The range to compare [from, to] with; null for none or custom (the user gives it). */
export function comparisonRange(
  from: string,
  to: string,
  kind: Comparison,
): { compareFrom: string; compareTo: string } | null {
  switch (kind) {
    case 'previous-period': {
      const days = Math.round((toMs(to) - toMs(from)) / DAY) + 1;
      return { compareFrom: fromMs(toMs(from) - days * DAY), compareTo: fromMs(toMs(from) - DAY) };
    }
    case 'previous-year':
      return { compareFrom: yearBefore(from), compareTo: yearBefore(to) };
    default:
      return null;
  }
}
