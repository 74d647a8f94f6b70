import { Alert, Button, Center, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconEye, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { InviteUserModal } from './invite-user-modal.tsx';
import { UserActionDialog } from './user-action-dialog.tsx';
import type { UserAction } from './user-actions.ts';
import { UserFilters } from './user-filters.tsx';
import { USERS_PAGE_SIZE, usersListQuery } from './users.queries.ts';
import { UsersCards, UsersTable } from './users-table.tsx';

const route = getRouteApi('/authed/frame/users');

/** Staff accounts: approvals, roles, activation, password resets and invitations (admins); a list for managers. */
export function UsersScreen() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const list = useQuery(usersListQuery({ status: search.status, q: search.q, page }));
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [inviteOpened, invite] = useDisclosure(false);
  const [action, setAction] = useState<UserAction | null>(null);
  if (!me) return null;
  const canEdit = hasPermission(me, 'users:edit');
  const canInvite = hasPermission(me, 'users:create');
  const List = narrow ? UsersCards : UsersTable;
  const pages = list.data ? Math.ceil(list.data.total / USERS_PAGE_SIZE) : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('users.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('users.subtitle')}
          </Text>
        </div>
        {canInvite && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={invite.open}>
            {t('users.invite')}
          </Button>
        )}
      </Group>
      {!canEdit && (
        <Alert variant="light" color="blue" icon={<IconEye size={18} />}>
          {t('users.readOnly')}
        </Alert>
      )}
      <UserFilters
        status={search.status}
        q={search.q}
        onChange={(next) => void navigate({ search: { ...next, page: undefined }, replace: true })}
      />
      <Paper withBorder={!narrow} radius="md" bg={narrow ? 'transparent' : undefined}>
        {list.isPending ? (
          <PageLoader />
        ) : list.isError ? (
          <Stack p="md">
            <LoadError error={list.error} onRetry={() => void list.refetch()} />
          </Stack>
        ) : list.data.items.length === 0 ? (
          <Center p="xl">
            <Text c="dimmed">{t('users.empty')}</Text>
          </Center>
        ) : (
          <List users={list.data.items} selfId={me.user.id} onAction={canEdit ? setAction : undefined} />
        )}
      </Paper>
      {pages > 1 && (
        <Center>
          <Pagination
            total={pages}
            value={page}
            onChange={(p) =>
              void navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })
            }
            aria-label={t('users.page')}
          />
        </Center>
      )}
      {canInvite && <InviteUserModal opened={inviteOpened} onClose={invite.close} />}
      <UserActionDialog action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}
