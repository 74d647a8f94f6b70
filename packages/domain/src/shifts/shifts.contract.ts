import { z } from 'zod';
import { idParamSchema, itemsSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import { cashSlipInputSchema, closeShiftSchema, handOverSchema } from './shift-close.ts';
import {
  cashSlipDoneSchema,
  cashSlipSchema,
  shiftClosedSchema,
  shiftDetailSchema,
  shiftHandedOverSchema,
  shiftListQuerySchema,
} from './shift-details.ts';
import { openShiftSchema, shiftSchema, terminalShiftStateSchema } from './shift-schemas.ts';

/** Shifts over HTTP (/api/shifts): the cash drawer sessions of the terminal this browser is. */
export const shiftsContract = {
  getCurrentShift: endpoint({
    method: 'get',
    path: '/api/shifts/current',
    response: terminalShiftStateSchema,
  }),
  openShift: endpoint({
    method: 'post',
    path: '/api/shifts',
    body: openShiftSchema,
    response: shiftSchema,
    status: 201,
  }),
  addCashSlip: endpoint({
    method: 'post',
    path: '/api/shifts/current/cash-slips',
    body: cashSlipInputSchema,
    response: cashSlipDoneSchema,
    status: 201,
  }),
  closeShift: endpoint({
    method: 'post',
    path: '/api/shifts/current/close',
    body: closeShiftSchema,
    response: shiftClosedSchema,
  }),
  handOverShift: endpoint({
    method: 'post',
    path: '/api/shifts/current/hand-over',
    body: handOverSchema,
    response: shiftHandedOverSchema,
    status: 201,
  }),
  listShifts: endpoint({
    method: 'get',
    path: '/api/shifts',
    query: shiftListQuerySchema,
    response: itemsSchema(shiftSchema),
  }),
  getShift: endpoint({
    method: 'get',
    path: '/api/shifts/{id}',
    params: idParamSchema,
    response: shiftDetailSchema,
  }),
  listCashSlips: endpoint({
    method: 'get',
    path: '/api/shifts/{id}/cash-slips',
    params: idParamSchema,
    response: z.object({ items: z.array(cashSlipSchema) }),
  }),
};
