/**
 * The seller block of an invoice issued at a branch (issue 26; PH-RULES §invoices: the TIN is printed with
 * its branch code, and the address is where the invoice is issued). A terminal's branch gives both: its
 * address when it has one, and its TIN branch code after the store's nine TIN digits unless it is the
 * head office (000), whose invoices print the store's TIN as set. The branch's code wins over one
 * already in the store's TIN.
 */
export interface InvoiceBranch {
  address: string | null;
  /** 000 for the head office, else the branch's (001, 002…; up to five digits). */
  tinBranchCode: string;
}

export const HEAD_OFFICE_BRANCH_CODE = '000';

/** The store's TIN as printed at this branch: its nine digits and the branch's code. */
export function branchTin(storeTin: string | null, tinBranchCode: string): string | null {
  if (!storeTin || tinBranchCode === HEAD_OFFICE_BRANCH_CODE) return storeTin;
  const digits = storeTin.replace(/\D/g, '');
  if (digits.length < 9) return storeTin;
  return `${digits.slice(0, 9)}${tinBranchCode}`;
}

/** The seller block copied into a sale made at a terminal of `branch` (none: the store's, as set). */
export function branchSeller<T extends { tin: string | null; address?: unknown }>(
  seller: T,
  branch: InvoiceBranch | null,
): T {
  if (!branch) return seller;
  const address = branch.address?.trim();
  return {
    ...seller,
    tin: branchTin(seller.tin, branch.tinBranchCode),
    ...(address ? { address } : {}),
  };
}
