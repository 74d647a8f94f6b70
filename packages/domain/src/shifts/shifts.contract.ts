import { endpoint } from '../contract/endpoint.ts';
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
};
