import { type ReportName, type ReportQuery, reportsContract } from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** GET /api/reports/{report}: one report for a range of dates (and a branch, or every branch of the person's). */
export const reportsQueries = {
  report: (report: ReportName, query: ReportQuery) =>
    queryOptions({
      queryKey: ['reports', report, 'detail', query] as const,
      queryFn: () => api.call(reportsContract.getReport, { params: { report }, query }),
      placeholderData: keepPreviousData,
    }),
};
