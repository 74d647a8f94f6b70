import { z } from 'zod';
import { idParamSchema, itemsSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  attachmentInputSchema,
  expenseAccountSchema,
  expenseCategoryInputSchema,
  expenseCategorySchema,
  expenseControlsSchema,
  expenseDrawerSchema,
  expenseInputSchema,
  expenseListQuerySchema,
  expenseListSchema,
  expenseSchema,
  recurringExpenseSchema,
  recurringInputSchema,
  rejectExpenseSchema,
} from './expense-schemas.ts';

/** A category's id is any text here: the server answers INVALID_UUID for one that is not a UUID. */
const categoryParamSchema = z.object({ id: z.string().max(100) });

/** Expenses over HTTP (/api/expenses): categories, expenses and their receipts, recurring templates. */
export const expensesContract = {
  listCategories: endpoint({
    method: 'get',
    path: '/api/expenses/categories',
    response: itemsSchema(expenseCategorySchema),
  }),
  createCategory: endpoint({
    method: 'post',
    path: '/api/expenses/categories',
    body: expenseCategoryInputSchema,
    response: expenseCategorySchema,
    status: 201,
  }),
  updateCategory: endpoint({
    method: 'put',
    path: '/api/expenses/categories/{id}',
    params: categoryParamSchema,
    body: expenseCategoryInputSchema,
    response: expenseCategorySchema,
  }),
  deleteCategory: endpoint({
    method: 'delete',
    path: '/api/expenses/categories/{id}',
    params: categoryParamSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  listAccounts: endpoint({
    method: 'get',
    path: '/api/expenses/accounts',
    response: itemsSchema(expenseAccountSchema),
  }),
  listDrawers: endpoint({
    method: 'get',
    path: '/api/expenses/drawers',
    response: itemsSchema(expenseDrawerSchema),
  }),
  getControls: endpoint({
    method: 'get',
    path: '/api/expenses/controls',
    response: expenseControlsSchema,
  }),
  listRecurring: endpoint({
    method: 'get',
    path: '/api/expenses/recurring',
    response: itemsSchema(recurringExpenseSchema),
  }),
  createRecurring: endpoint({
    method: 'post',
    path: '/api/expenses/recurring',
    body: recurringInputSchema,
    response: recurringExpenseSchema,
    status: 201,
  }),
  updateRecurring: endpoint({
    method: 'put',
    path: '/api/expenses/recurring/{id}',
    params: idParamSchema,
    body: recurringInputSchema,
    response: recurringExpenseSchema,
  }),
  listExpenses: endpoint({
    method: 'get',
    path: '/api/expenses',
    query: expenseListQuerySchema,
    response: expenseListSchema,
  }),
  getExpense: endpoint({
    method: 'get',
    path: '/api/expenses/{id}',
    params: idParamSchema,
    response: expenseSchema,
  }),
  createExpense: endpoint({
    method: 'post',
    path: '/api/expenses',
    body: expenseInputSchema,
    response: expenseSchema,
    status: 201,
  }),
  updateExpense: endpoint({
    method: 'put',
    path: '/api/expenses/{id}',
    params: idParamSchema,
    body: expenseInputSchema,
    response: expenseSchema,
  }),
  submitExpense: endpoint({
    method: 'post',
    path: '/api/expenses/{id}/submit',
    params: idParamSchema,
    response: expenseSchema,
  }),
  approveExpense: endpoint({
    method: 'post',
    path: '/api/expenses/{id}/approve',
    params: idParamSchema,
    response: expenseSchema,
  }),
  rejectExpense: endpoint({
    method: 'post',
    path: '/api/expenses/{id}/reject',
    params: idParamSchema,
    body: rejectExpenseSchema,
    response: expenseSchema,
  }),
  payExpense: endpoint({
    method: 'post',
    path: '/api/expenses/{id}/pay',
    params: idParamSchema,
    response: expenseSchema,
  }),
  putAttachment: endpoint({
    method: 'put',
    path: '/api/expenses/{id}/attachment',
    params: idParamSchema,
    body: attachmentInputSchema,
    response: expenseSchema,
  }),
  removeAttachment: endpoint({
    method: 'delete',
    path: '/api/expenses/{id}/attachment',
    params: idParamSchema,
    response: expenseSchema,
  }),
};
