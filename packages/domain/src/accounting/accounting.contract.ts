import { z } from 'zod';
import { idParamSchema, itemsSchema, pageSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  accountCreateSchema,
  accountUpdateSchema,
  glAccountSchema,
  journalQuerySchema,
  ledgerEntrySchema,
  manualEntrySchema,
  periodMonthSchema,
  periodSchema,
  reopenPeriodSchema,
  reverseEntrySchema,
} from './ledger.ts';

const monthParamSchema = z.object({ month: periodMonthSchema });

/** The accountant's back office over HTTP (/api/accounting): chart of accounts, journal, periods. */
export const accountingContract = {
  listAccounts: endpoint({
    method: 'get',
    path: '/api/accounting/accounts',
    response: itemsSchema(glAccountSchema),
  }),
  createAccount: endpoint({
    method: 'post',
    path: '/api/accounting/accounts',
    body: accountCreateSchema,
    response: glAccountSchema,
    status: 201,
  }),
  updateAccount: endpoint({
    method: 'patch',
    path: '/api/accounting/accounts/{id}',
    params: idParamSchema,
    body: accountUpdateSchema,
    response: glAccountSchema,
  }),
  listEntries: endpoint({
    method: 'get',
    path: '/api/accounting/entries',
    query: journalQuerySchema,
    response: pageSchema(ledgerEntrySchema),
  }),
  getEntry: endpoint({
    method: 'get',
    path: '/api/accounting/entries/{id}',
    params: idParamSchema,
    response: ledgerEntrySchema,
  }),
  postManualEntry: endpoint({
    method: 'post',
    path: '/api/accounting/entries',
    body: manualEntrySchema,
    response: ledgerEntrySchema,
    status: 201,
  }),
  reverseEntry: endpoint({
    method: 'post',
    path: '/api/accounting/entries/{id}/reverse',
    params: idParamSchema,
    body: reverseEntrySchema,
    response: ledgerEntrySchema,
    status: 201,
  }),
  listPeriods: endpoint({
    method: 'get',
    path: '/api/accounting/periods',
    response: itemsSchema(periodSchema),
  }),
  closePeriod: endpoint({
    method: 'post',
    path: '/api/accounting/periods/{month}/close',
    params: monthParamSchema,
    response: periodSchema,
  }),
  reopenPeriod: endpoint({
    method: 'post',
    path: '/api/accounting/periods/{month}/reopen',
    params: monthParamSchema,
    body: reopenPeriodSchema,
    response: periodSchema,
  }),
};
