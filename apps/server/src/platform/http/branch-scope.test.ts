import { describe, expect, it } from 'vitest';
import { branchScope, mayUseBranch } from './branch-scope.ts';

const A = '01900000-0000-7000-8000-00000000000a';
const B = '01900000-0000-7000-8000-00000000000b';

describe('branchScope', () => {
  it('an admin with no branch chosen reads and may use every branch', () => {
    const s = branchScope({ branchIds: 'all', activeBranchId: null });
    expect(s.read).toBe('all');
    expect(mayUseBranch(s, B)).toBe(true);
  });

  it('the switcher narrows what lists read, not what the person may open', () => {
    const s = branchScope({ branchIds: [A, B], activeBranchId: B });
    expect(s.read).toEqual([B]);
    expect(mayUseBranch(s, A)).toBe(true);
  });

  it('a person of branch A may not use branch B', () => {
    const s = branchScope({ branchIds: [A], activeBranchId: null });
    expect(s.read).toEqual([A]);
    expect(mayUseBranch(s, B)).toBe(false);
  });

  it('a person with no branch sees nothing', () => {
    const s = branchScope({ branchIds: [], activeBranchId: null });
    expect(s.read).toEqual([]);
    expect(mayUseBranch(s, A)).toBe(false);
  });
});
