import { marketingContract as api, catalogContract } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The marketing screen's queries; every key starts with 'marketing', so a write refreshes them all. */
export const marketingQueries = {
  segments: () =>
    queryOptions({ queryKey: ['marketing', 'segments'], queryFn: () => client.call(api.listSegments) }),
  campaigns: () =>
    queryOptions({ queryKey: ['marketing', 'campaigns'], queryFn: () => client.call(api.listCampaigns) }),
  campaign: (id: string) =>
    queryOptions({
      queryKey: ['marketing', 'campaign', id],
      queryFn: () => client.call(api.getCampaign, { params: { id } }),
      // While the delivery job runs, look again every 2 s.
      refetchInterval: (q) => (q.state.data?.status === 'sending' ? 2000 : false),
    }),
  categories: () =>
    queryOptions({
      queryKey: ['marketing', 'categories'],
      queryFn: () => client.call(catalogContract.listCategories, { query: { includeInactive: 'false' } }),
      staleTime: 300_000,
    }),
  products: (search: string) =>
    queryOptions({
      queryKey: ['marketing', 'products', search],
      queryFn: () => client.call(catalogContract.listProducts, { query: { search, limit: 20 } }),
      enabled: search.trim().length >= 2,
    }),
};
