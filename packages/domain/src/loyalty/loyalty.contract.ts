import { z } from 'zod';
import { itemsSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  loyaltyAdjustSchema,
  loyaltyEntrySchema,
  loyaltyLedgerQuerySchema,
  loyaltyOverviewSchema,
  loyaltySettingsSchema,
} from './loyalty-schemas.ts';

/** The loyalty program over HTTP (/api/loyalty). */
export const loyaltyContract = {
  getSettings: endpoint({ method: 'get', path: '/api/loyalty/settings', response: loyaltySettingsSchema }),
  putSettings: endpoint({
    method: 'put',
    path: '/api/loyalty/settings',
    body: loyaltySettingsSchema,
    response: loyaltySettingsSchema,
  }),
  overview: endpoint({ method: 'get', path: '/api/loyalty/overview', response: loyaltyOverviewSchema }),
  ledger: endpoint({
    method: 'get',
    path: '/api/loyalty/ledger',
    query: loyaltyLedgerQuerySchema,
    response: itemsSchema(loyaltyEntrySchema),
  }),
  adjust: endpoint({
    method: 'post',
    path: '/api/loyalty/adjust',
    body: loyaltyAdjustSchema,
    response: z.object({ balance: z.number() }),
  }),
};
