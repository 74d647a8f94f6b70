import { describe, expect, it } from 'vitest';
import { comparisonRange, yearBefore } from './report-ranges.ts';

describe('comparisonRange', () => {
  it('takes the period of the same length just before', () => {
    expect(comparisonRange('2026-03-01', '2026-03-31', 'previous-period')).toEqual({
      compareFrom: '2026-01-29',
      compareTo: '2026-02-28',
    });
    expect(comparisonRange('2026-01-01', '2026-12-31', 'previous-period')).toEqual({
      compareFrom: '2025-01-01',
      compareTo: '2025-12-31',
    });
  });

  it('takes the same dates a year earlier, 29 February as 28', () => {
    expect(comparisonRange('2024-02-01', '2024-02-29', 'previous-year')).toEqual({
      compareFrom: '2023-02-01',
      compareTo: '2023-02-28',
    });
    expect(yearBefore('2025-02-28')).toBe('2024-02-28');
  });

  it('gives none for no comparison or a custom one', () => {
    expect(comparisonRange('2026-03-01', '2026-03-31', 'none')).toBeNull();
    expect(comparisonRange('2026-03-01', '2026-03-31', 'custom')).toBeNull();
  });
});
