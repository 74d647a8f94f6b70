import { branchesContract as api, usersContract } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { api as client } from '../../lib/api.ts';

/** The branch screens' queries; every key starts with 'branches', so a write refreshes them all. */
export const branchesQueries = {
  list: () =>
    queryOptions({
      queryKey: ['branches', 'list'],
      queryFn: () => client.call(api.listBranches, {}),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['branches', 'one', id],
      queryFn: () => client.call(api.getBranch, { params: { id } }),
    }),
  /** Every staff account with its branches (the People section's choices and each person's full list). */
  people: () =>
    queryOptions({
      queryKey: ['branches', 'people'],
      queryFn: () => client.call(usersContract.listUsers, { query: { limit: 200, offset: 0 } }),
    }),
};
