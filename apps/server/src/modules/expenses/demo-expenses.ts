import { uuidv7 } from '@fbms/db';
import {
  advanceDate,
  computeInputVat,
  type ExpensePaymentMethod,
  type ExpenseStatus,
  expenseApprovalPosting,
  expensePaymentPosting,
} from '@fbms/domain';
import { sql } from 'drizzle-orm';
import { postEntry } from '../accounting/posting.service.ts';
import { addDays, type DemoContext, type DemoSeeder, manilaMoment, person } from '../demo/demo-context.ts';
import {
  insertExpense,
  insertRecurring,
  listCategories,
  nextExpenseNumber,
  setExpenseStatus,
  writeAttachment,
} from './expenses.repository.ts';

/** A 1×1 PNG: the demo's photographed receipt. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Planned {
  daysAgo: number;
  category: string;
  description: string;
  vendor: string;
  amount: number;
  vat: boolean;
  method: ExpensePaymentMethod;
  status: ExpenseStatus;
  receipt?: boolean;
  rejected?: string;
  recurring?: boolean;
}

/** A month of a small store's expenses, in every state, with the monthly rent as a recurring template. */
const PLAN: Planned[] = [
  {
    daysAgo: 27,
    category: 'Rent',
    description: 'Store rent',
    vendor: 'Dela Cruz Realty',
    amount: 18_000_00,
    vat: false,
    method: 'bank',
    status: 'paid',
    recurring: true,
  },
  {
    daysAgo: 24,
    category: 'Electricity',
    description: 'Power bill',
    vendor: 'Meralco',
    amount: 6_842_35,
    vat: true,
    method: 'bank',
    status: 'paid',
  },
  {
    daysAgo: 22,
    category: 'Fuel',
    description: 'Diesel for the delivery truck',
    vendor: 'Petron Lipa',
    amount: 2_500_00,
    vat: true,
    method: 'cash_safe',
    status: 'paid',
  },
  {
    daysAgo: 20,
    category: 'Water',
    description: 'Water bill',
    vendor: 'Lipa Water District',
    amount: 845_60,
    vat: true,
    method: 'gcash',
    status: 'paid',
  },
  {
    daysAgo: 16,
    category: 'Internet and phone',
    description: 'Fiber internet',
    vendor: 'PLDT',
    amount: 1_699_00,
    vat: true,
    method: 'gcash',
    status: 'paid',
  },
  {
    daysAgo: 13,
    category: 'Fuel',
    description: 'Gasoline for the motorcycle',
    vendor: 'Shell Tambo',
    amount: 650_00,
    vat: true,
    method: 'cash_safe',
    status: 'approved',
  },
  {
    daysAgo: 10,
    category: 'Delivery',
    description: 'Trucking of feeds from Batangas port',
    vendor: 'JRS Trucking',
    amount: 3_200_00,
    vat: false,
    method: 'cash_safe',
    status: 'submitted',
  },
  {
    daysAgo: 8,
    category: 'Repairs',
    description: 'Repair of the chest freezer',
    vendor: 'Cool Tech Services',
    amount: 7_800_00,
    vat: true,
    method: 'bank',
    status: 'submitted',
  },
  {
    daysAgo: 6,
    category: 'Permits and licenses',
    description: 'FPA license renewal',
    vendor: 'Fertilizer and Pesticide Authority',
    amount: 1_500_00,
    vat: false,
    method: 'cash_safe',
    status: 'rejected',
    rejected: 'Paid already in October: see the earlier receipt',
  },
  {
    daysAgo: 3,
    category: 'Supplies',
    description: 'Plastic bags and receipt paper',
    vendor: 'National Book Store',
    amount: 1_240_00,
    vat: true,
    method: 'cash_safe',
    status: 'draft',
    receipt: true,
  },
  {
    daysAgo: 1,
    category: 'Miscellaneous',
    description: 'Snacks for the inventory count',
    vendor: '',
    amount: 380_00,
    vat: false,
    method: 'cash_safe',
    status: 'draft',
  },
];

export const expensesSeeder: DemoSeeder = {
  module: 'expenses',
  async seed(ctx: DemoContext) {
    const { tx } = ctx;
    const accountant = person(ctx, 'accountant@demo.fbms.ph');
    const manager = person(ctx, 'manager@demo.fbms.ph');
    const categories = new Map((await listCategories(tx)).map((c) => [c.name, c]));
    let n = 0;
    for (const p of PLAN) {
      const category = categories.get(p.category);
      if (!category) continue;
      const date = addDays(ctx.today, -p.daysAgo);
      const at = manilaMoment(date, 10 * 60).toISOString();
      const id = uuidv7();
      let recurringId: string | null = null;
      if (p.recurring) {
        recurringId = uuidv7();
        await insertRecurring(
          tx,
          recurringId,
          {
            description: p.description,
            categoryId: category.id,
            vendorName: p.vendor,
            vendorTin: null,
            amountCentavos: p.amount,
            inputVatCentavos: 0,
            paymentMethod: 'bank',
            interval: 'monthly',
            nextDate: advanceDate(date, 'monthly'),
            isActive: true,
          },
          accountant.id,
        );
      }
      const vat = p.vat ? computeInputVat(p.amount) : 0;
      const number = await nextExpenseNumber(tx, date);
      await insertExpense(tx, {
        id,
        number,
        recurringId,
        createdBy: accountant.id,
        withholdingRateBp: null,
        input: {
          description: p.description,
          categoryId: category.id,
          expenseDate: date,
          vendorName: p.vendor || null,
          vendorTin: null,
          amountCentavos: p.amount,
          inputVatCentavos: vat,
          withholdingAtc: null,
          withholdingCentavos: 0,
          paymentMethod: p.method,
          terminalId: null,
          notes: null,
        },
      });
      await tx.execute(sql`UPDATE expenses SET created_at = ${at} WHERE id = ${id}`);
      const figures = {
        id,
        number,
        description: p.description,
        expenseDate: date,
        accountId: category.accountId,
        amountCentavos: p.amount,
        inputVatCentavos: vat,
        withholdingCentavos: 0,
        paymentMethod: p.method,
        terminalId: null,
      };
      if (p.status !== 'draft') await setExpenseStatus(tx, id, 'submitted', accountant.id, at);
      if (p.status === 'approved' || p.status === 'paid') {
        await setExpenseStatus(tx, id, 'approved', manager.id, at);
        await postEntry(tx, expenseApprovalPosting(figures), manager.id);
      }
      if (p.status === 'paid') {
        await setExpenseStatus(tx, id, 'paid', manager.id, at);
        await postEntry(tx, expensePaymentPosting(figures, date), manager.id);
      }
      if (p.status === 'rejected')
        await setExpenseStatus(tx, id, 'rejected', manager.id, at, p.rejected ?? null);
      if (p.receipt)
        await writeAttachment(
          tx,
          id,
          { fileName: 'receipt.png', type: 'image/png', bytes: RECEIPT_PNG },
          accountant.id,
        );
      n++;
    }
    ctx.counts.expenses = n;
  },
};
