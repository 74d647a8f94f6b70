import {
  type AccountingReportName,
  type AccountingReportQuery,
  accountingReportsContract,
} from '@fbms/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** One accounting report for its dates (and comparison, and account). */
export const accountingReportQuery = (
  report: AccountingReportName,
  query: AccountingReportQuery,
  enabled = true,
) =>
  queryOptions({
    queryKey: ['accounting', 'reports', report, query],
    queryFn: () => api.call(accountingReportsContract.getAccountingReport, { params: { report }, query }),
    enabled,
    placeholderData: keepPreviousData,
  });
