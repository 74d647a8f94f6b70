import { type Reading, readingsContract, shiftsContract } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const READINGS_PAGE_SIZE = 30;

export const shiftStateQuery = () =>
  queryOptions({
    queryKey: ['shifts', 'current'],
    queryFn: () => api.call(shiftsContract.getCurrentShift),
    retry: false,
  });

export const readingsListQuery = (kind: 'x' | 'z' | undefined, pageSize: number) =>
  queryOptions({
    queryKey: ['shifts', 'readings', kind ?? 'all', pageSize],
    queryFn: () => api.call(readingsContract.listReadings, { query: { kind, page: 1, pageSize } }),
  });

export const takeX = (shiftId: string) =>
  api.call(readingsContract.takeXReading, { params: { id: shiftId } });
export const takeZ = (businessDate: string) =>
  api.call(readingsContract.takeZReading, { body: { businessDate } });
export const getReading = (id: string) => api.call(readingsContract.getReading, { params: { id } });
export const reprint = (id: string) => api.call(readingsContract.reprintReading, { params: { id } });

export type { Reading };
