import type { PostingLine } from '../accounting/posting.ts';
import { toLines } from '../accounting/posting.ts';
import { tenderAccount } from '../accounting/rules.ts';
import type { TenderMethod } from '../sales/sale-schemas.ts';

/**
 * The ledger entries of customer documents (issue 23, decision 0009's one door). A charge sale posts
 * through the sale's own rule: its "charge" tender debits accounts receivable. Every customer balance
 * lives in accounts receivable, store credit included (a customer with credit has a negative balance),
 * so receivables in the books equal the sum of the customers' ledgers.
 */

/** A collection receipt: the money in by its tender, receivables down. */
export const collectionPosting = (i: {
  method: Exclude<TenderMethod, 'charge' | 'points'>;
  terminalId: string | null;
  amountCentavos: number;
}): PostingLine[] =>
  toLines([
    { account: tenderAccount(i.method, i.terminalId), centavos: i.amountCentavos },
    { account: { key: 'accounts_receivable' }, centavos: -i.amountCentavos },
  ]);

/** A bounced check: the receivable back, the check out of checks on hand. */
export const bouncePosting = (amountCentavos: number): PostingLine[] =>
  toLines([
    { account: { key: 'accounts_receivable' }, centavos: amountCentavos },
    { account: { key: 'checks_on_hand' }, centavos: -amountCentavos },
  ]);

/** A balance the customer owed before the store used FBMS (the notebook's utang): receivable in, equity. */
export const openingBalancePosting = (amountCentavos: number): PostingLine[] =>
  toLines([
    { account: { key: 'accounts_receivable' }, centavos: amountCentavos },
    { account: { key: 'opening_balance_equity' }, centavos: -amountCentavos },
  ]);
