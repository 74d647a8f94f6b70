/**
 * The chart of accounts a Philippine retail SME starts with (issue 22), and the posting keys through
 * which documents name their accounts. The server seeds every account below once (by code; an account
 * the accountant renamed keeps its name) and keeps one "cash on hand" account per terminal. Accounts
 * are editable (name, description, active), and the accountant adds their own; the keyed ones cannot be
 * deactivated, because documents post to them.
 */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'cost_of_sales', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const NORMAL_BALANCES = ['debit', 'credit'] as const;
export type NormalBalance = (typeof NORMAL_BALANCES)[number];

/**
 * Where an account's change shows in the cash flow statement (indirect method): `cash` accounts are the
 * cash itself; `operating` working-capital accounts adjust net income; `investing` and `financing` are
 * their own sections; `none` for income and expense accounts (they are in net income already).
 */
export const CASH_FLOW_CLASSES = ['cash', 'operating', 'investing', 'financing', 'none'] as const;
export type CashFlowClass = (typeof CASH_FLOW_CLASSES)[number];

/** The usual side of each type; a contra account says the other side itself. */
export const NORMAL_BALANCE_OF: Record<AccountType, NormalBalance> = {
  asset: 'debit',
  liability: 'credit',
  equity: 'credit',
  revenue: 'credit',
  cost_of_sales: 'debit',
  expense: 'debit',
};

export const POSTING_KEYS = [
  'cash_on_hand',
  'cash_in_safe',
  'cash_in_bank',
  'ewallet_clearing',
  'card_clearing',
  'checks_on_hand',
  'accounts_receivable',
  'inventory',
  'inventory_in_transit',
  'input_vat',
  'creditable_withholding_tax',
  'accounts_payable',
  'accrued_expenses',
  'output_vat',
  'withholding_tax_expanded',
  'withholding_tax_compensation',
  'sss_payable',
  'philhealth_payable',
  'pagibig_payable',
  'customer_credit',
  'owners_capital',
  'owners_drawings',
  'retained_earnings',
  'opening_balance_equity',
  'sales',
  'sales_returns',
  'discount_sc_pwd',
  'discount_bnpc',
  'discount_promo',
  'vat_exemption_sc_pwd',
  'other_income',
  'cash_over',
  'inventory_gain',
  'cost_of_sales',
  'inventory_shrinkage',
  'inventory_revaluation',
  'loyalty_rewards',
  'misc_expense',
  'cash_short',
] as const;
export type PostingKey = (typeof POSTING_KEYS)[number];

/** Posting keys kept per terminal: a terminal's drawer is its own account. */
export const PER_TERMINAL_KEYS: readonly PostingKey[] = ['cash_on_hand'];

export interface ChartAccount {
  code: string;
  name: string;
  type: AccountType;
  normalBalance: NormalBalance;
  cashFlow: CashFlowClass;
  key?: PostingKey;
  description?: string;
}

const a = (
  code: string,
  name: string,
  type: AccountType,
  cashFlow: CashFlowClass,
  key?: PostingKey,
  options: { contra?: boolean; description?: string } = {},
): ChartAccount => {
  const usual = NORMAL_BALANCE_OF[type];
  const normalBalance: NormalBalance = options.contra ? (usual === 'debit' ? 'credit' : 'debit') : usual;
  return {
    code,
    name,
    type,
    normalBalance,
    cashFlow,
    ...(key ? { key } : {}),
    ...(options.description ? { description: options.description } : {}),
  };
};

export const CHART: readonly ChartAccount[] = [
  a('1010', 'Cash on hand', 'asset', 'cash', 'cash_on_hand', {
    description: 'Cash in the drawers; each terminal has its own account under it (1010xx).',
  }),
  a('1020', 'Cash in safe (change fund)', 'asset', 'cash', 'cash_in_safe', {
    description: 'Opening funds come from here; pick-ups and closing cash go back here.',
  }),
  a('1030', 'Cash in bank', 'asset', 'cash', 'cash_in_bank'),
  a('1040', 'GCash / Maya / QR Ph clearing', 'asset', 'cash', 'ewallet_clearing', {
    description: 'E-wallet and QR Ph payments until the provider settles them to the bank.',
  }),
  a('1045', 'Card clearing', 'asset', 'cash', 'card_clearing'),
  a('1050', 'Checks on hand', 'asset', 'cash', 'checks_on_hand'),
  a('1100', 'Accounts receivable – trade', 'asset', 'operating', 'accounts_receivable'),
  a('1200', 'Merchandise inventory', 'asset', 'operating', 'inventory', {
    description: "Stock at cost: every stock movement moves it, at the product's cost.",
  }),
  a('1210', 'Inventory in transit', 'asset', 'operating', 'inventory_in_transit'),
  a('1300', 'Input VAT', 'asset', 'operating', 'input_vat'),
  a('1310', 'Creditable withholding tax', 'asset', 'operating', 'creditable_withholding_tax'),
  a('1320', 'Prepaid expenses', 'asset', 'operating'),
  a('1500', 'Furniture, fixtures and equipment', 'asset', 'investing'),
  a('1510', 'Accumulated depreciation', 'asset', 'investing', undefined, { contra: true }),
  a('2010', 'Accounts payable – trade', 'liability', 'operating', 'accounts_payable'),
  a('2020', 'Accrued expenses payable', 'liability', 'operating', 'accrued_expenses'),
  a('2100', 'Output VAT', 'liability', 'operating', 'output_vat'),
  a('2110', 'VAT payable', 'liability', 'operating'),
  a('2120', 'Expanded withholding tax payable', 'liability', 'operating', 'withholding_tax_expanded'),
  a(
    '2130',
    'Withholding tax on compensation payable',
    'liability',
    'operating',
    'withholding_tax_compensation',
  ),
  a('2140', 'SSS contributions payable', 'liability', 'operating', 'sss_payable'),
  a('2150', 'PhilHealth contributions payable', 'liability', 'operating', 'philhealth_payable'),
  a('2160', 'Pag-IBIG contributions payable', 'liability', 'operating', 'pagibig_payable'),
  a('2200', 'Customer deposits and store credit', 'liability', 'operating', 'customer_credit'),
  a('2300', 'Loans payable', 'liability', 'financing'),
  a('3010', "Owner's capital", 'equity', 'financing', 'owners_capital'),
  a('3020', "Owner's drawings", 'equity', 'financing', 'owners_drawings', { contra: true }),
  a('3030', 'Retained earnings', 'equity', 'none', 'retained_earnings'),
  a('3040', 'Opening balance equity', 'equity', 'financing', 'opening_balance_equity', {
    description: 'Stock counted in when the store started (initial stock) and other opening balances.',
  }),
  a('4010', 'Sales', 'revenue', 'none', 'sales', { description: 'Gross sales less output VAT.' }),
  a('4020', 'Sales returns', 'revenue', 'none', 'sales_returns', { contra: true }),
  a('4030', 'Sales discounts – senior citizen and PWD (20%)', 'revenue', 'none', 'discount_sc_pwd', {
    contra: true,
  }),
  a('4031', 'Sales discounts – BNPC (5%)', 'revenue', 'none', 'discount_bnpc', { contra: true }),
  a('4032', 'Sales discounts – promotions', 'revenue', 'none', 'discount_promo', { contra: true }),
  a('4040', 'VAT exemption on senior citizen and PWD sales', 'revenue', 'none', 'vat_exemption_sc_pwd', {
    contra: true,
    description: 'The 12% VAT a senior citizen or PWD does not pay, the "VAT adjustment" of the Z-reading.',
  }),
  a('4100', 'Other income', 'revenue', 'none', 'other_income'),
  a('4110', 'Cash over', 'revenue', 'none', 'cash_over'),
  a('4120', 'Inventory gain on recount', 'revenue', 'none', 'inventory_gain'),
  a('5010', 'Cost of goods sold', 'cost_of_sales', 'none', 'cost_of_sales'),
  a('5020', 'Inventory shrinkage, damage and expiry', 'cost_of_sales', 'none', 'inventory_shrinkage'),
  a('5030', 'Inventory revaluation', 'cost_of_sales', 'none', 'inventory_revaluation', {
    description: "A product's cost changed: the stock on hand is revalued at the new cost.",
  }),
  a('6010', 'Salaries and wages', 'expense', 'none'),
  a('6020', 'SSS, PhilHealth and Pag-IBIG contributions', 'expense', 'none'),
  a('6030', 'Rent', 'expense', 'none'),
  a('6040', 'Electricity', 'expense', 'none'),
  a('6045', 'Water', 'expense', 'none'),
  a('6050', 'Telephone and internet', 'expense', 'none'),
  a('6060', 'Fuel and oil', 'expense', 'none'),
  a('6070', 'Delivery and freight', 'expense', 'none'),
  a('6080', 'Repairs and maintenance', 'expense', 'none'),
  a('6090', 'Office and store supplies', 'expense', 'none'),
  a('6100', 'Taxes and licenses', 'expense', 'none'),
  a('6110', 'Professional fees', 'expense', 'none'),
  a('6120', 'Advertising and promotion', 'expense', 'none'),
  a('6125', 'Loyalty rewards', 'expense', 'none', 'loyalty_rewards', {
    description: 'Loyalty points redeemed as payment at the counter.',
  }),
  a('6130', 'Bank charges', 'expense', 'none'),
  a('6140', 'Depreciation', 'expense', 'none'),
  a('6150', 'Representation and entertainment', 'expense', 'none'),
  a('6160', 'Insurance', 'expense', 'none'),
  a('6900', 'Miscellaneous expense', 'expense', 'none', 'misc_expense'),
  a('6910', 'Cash short', 'expense', 'none', 'cash_short'),
];

/** The code of a terminal's own cash-on-hand account: 1010 and its number (1010 01, 1010 02, …). */
export const terminalCashCode = (n: number) => `1010${String(n).padStart(2, '0')}`;
