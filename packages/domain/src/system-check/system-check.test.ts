import { describe, expect, it } from 'vitest';
import { runPassed } from './system-check.contract.ts';

describe('runPassed', () => {
  it('passes with skipped checks, fails with one failure', () => {
    expect(runPassed([{ status: 'pass' }, { status: 'skipped' }])).toBe(true);
    expect(runPassed([{ status: 'pass' }, { status: 'fail' }])).toBe(false);
  });
});
