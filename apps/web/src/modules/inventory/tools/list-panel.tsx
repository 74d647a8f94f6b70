import { Paper, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../shell/load-error.tsx';
import { PageLoader } from '../../../shell/page-loader.tsx';

/** A bordered list that says it is loading, why it failed (with Retry), or that it is empty. */
export function ListPanel<T extends { items: unknown[] }>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Paper withBorder radius="md">
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Stack p="md">
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </Stack>
      ) : query.data.items.length === 0 ? (
        empty
      ) : (
        children(query.data)
      )}
    </Paper>
  );
}
