import { describe, expect, it } from 'vitest';
import { formatPeso } from './format.ts';

describe('formatPeso', () => {
  it('shows centavos as pesos', () => {
    expect(formatPeso(145_000)).toBe('₱1,450.00');
  });
});
