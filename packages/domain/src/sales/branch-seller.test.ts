import { describe, expect, it } from 'vitest';
import { branchSeller, branchTin } from './branch-seller.ts';
import { tinText } from './invoice.ts';

describe('an invoice issued at a branch', () => {
  it("prints the store's nine TIN digits with the branch's code", () => {
    expect(branchTin('123456789', '001')).toBe('123456789001');
    expect(tinText(branchTin('123-456-789-000', '001')!)).toBe('123-456-789-001');
    expect(tinText(branchTin('123456789', '00002')!)).toBe('123-456-789-00002');
  });

  it("keeps the store's TIN at the head office (000) and when there is none", () => {
    expect(branchTin('123456789000', '000')).toBe('123456789000');
    expect(branchTin('123456789', '000')).toBe('123456789');
    expect(branchTin(null, '001')).toBeNull();
  });

  it("takes the branch's address when it has one, else keeps the store's", () => {
    const store = { name: 'Agri Store', tin: '123456789000', address: 'Lipa City', vatRegistered: true };
    expect(branchSeller(store, { address: ' Sto. Tomas, Batangas ', tinBranchCode: '001' })).toEqual({
      ...store,
      tin: '123456789001',
      address: 'Sto. Tomas, Batangas',
    });
    expect(branchSeller(store, { address: null, tinBranchCode: '000' })).toEqual(store);
    expect(branchSeller(store, null)).toBe(store);
  });
});
