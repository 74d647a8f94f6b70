import { shiftsContract } from '@fbms/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * This terminal's open shift, business date and any Z-reading due: the shifts module's gate reads it,
 * and the register refreshes it when a sale is refused for want of a shift (SHIFT_NOT_OPEN,
 * Z_READING_DUE), so the gate shows why at once.
 */
export const terminalShiftQuery = () =>
  queryOptions({
    queryKey: ['shifts', 'current'],
    queryFn: () => api.call(shiftsContract.getCurrentShift),
  });

export const refreshTerminalShift = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: ['shifts', 'current'] });

/** Codes that mean the terminal's shift state changed under the register. */
export const isShiftRefusal = (code: string) => code === 'SHIFT_NOT_OPEN' || code === 'Z_READING_DUE';
