import { Chip, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userCountQuery } from './users.queries.ts';
import { USER_STATUSES, type UserStatus } from './users.search.ts';

type Filter = UserStatus | 'all';
const FILTERS: Filter[] = ['all', ...USER_STATUSES];

function useCount(status: Filter) {
  return useQuery(userCountQuery(status === 'all' ? undefined : status)).data;
}

function FilterChip({ value, label }: { value: Filter; label: string }) {
  const count = useCount(value);
  return (
    <Chip value={value} variant="outline" radius="sm">
      {count === undefined ? label : `${label} (${count})`}
    </Chip>
  );
}

/** Status filter with counts, and a search box; both live in the address. */
export function UserFilters({
  status,
  q,
  onChange,
}: {
  status: UserStatus | undefined;
  q: string | undefined;
  onChange: (next: { status?: UserStatus; q?: string }) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(q ?? '');
  const search = useDebouncedCallback(
    (value: string) => onChange({ status, q: value.trim() || undefined }),
    300,
  );
  const labels: Record<Filter, string> = {
    all: t('users.all'),
    pending: t('users.pending'),
    active: t('users.active'),
    inactive: t('users.inactive'),
  };
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Chip.Group
        multiple={false}
        value={status ?? 'all'}
        onChange={(v) => onChange({ status: v === 'all' ? undefined : (v as UserStatus), q })}
      >
        <Group gap={6} role="radiogroup" aria-label={t('users.filter')}>
          {FILTERS.map((f) => (
            <FilterChip key={f} value={f} label={labels[f]} />
          ))}
        </Group>
      </Chip.Group>
      <TextInput
        aria-label={t('users.search')}
        placeholder={t('users.search')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          search(e.currentTarget.value);
        }}
        w={{ base: '100%', sm: 280 }}
        type="search"
      />
    </Group>
  );
}
