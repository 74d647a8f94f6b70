import { Badge, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { fullName } from '../../lib/session.ts';
import { RecordHistoryButton } from '../../shell/record-history/record-history-button.tsx';
import type { UserAction } from './user-actions.ts';
import { UserActionsMenu } from './user-actions-menu.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';
import type { StaffUser } from './users.queries.ts';

interface ListProps {
  users: StaffUser[];
  selfId: string;
  /** Undefined for a read-only list (managers). */
  onAction?: (action: UserAction) => void;
}

function NameCell({ user, selfId }: { user: StaffUser; selfId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <Text fw={600} size="sm">
        {fullName(user)}
      </Text>
      {user.isOwner && (
        <Badge size="xs" variant="light">
          {t('shell.owner')}
        </Badge>
      )}
      {user.id === selfId && (
        <Badge size="xs" variant="outline" color="gray">
          {t('users.you')}
        </Badge>
      )}
    </Group>
  );
}

/** The branches a person works in; an administrator or the owner works in every branch. */
function BranchBadges({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  if (user.role === 'admin' || user.isOwner)
    return (
      <Text size="xs" c="dimmed">
        {t('users.allBranches')}
      </Text>
    );
  return (
    <Group gap={4} wrap="wrap" aria-label={t('users.columns.branches')}>
      {user.branches.map((b) => (
        <Badge key={b.id} size="xs" variant="light" color="gray" title={b.name}>
          {b.code}
        </Badge>
      ))}
    </Group>
  );
}

/** The desktop table. */
export function UsersTable({ users, selfId, onAction }: ListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.department')}</Table.Th>
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <Table.Th>{t('users.columns.branches')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <Table.Th>{t('users.columns.created')}</Table.Th>
            {onAction && (
              <Table.Th>
                <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>
                <NameCell user={u} selfId={selfId} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {u.email}
                </Text>
              </Table.Td>
              <Table.Td>{u.department || t('account.none')}</Table.Td>
              <Table.Td>{t(`roles.${u.role}`)}</Table.Td>
              <Table.Td>
                <BranchBadges user={u} />
              </Table.Td>
              <Table.Td>
                <UserStatusBadge user={u} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(u.createdAt)}</Table.Td>
              {onAction && (
                <Table.Td ta="right">
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <RecordHistoryButton targetType="user" targetId={u.id} iconOnly />
                    <UserActionsMenu user={u} selfId={selfId} onAction={onAction} />
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per person, the same facts stacked. */
export function UsersCards({ users, selfId, onAction }: ListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {users.map((u) => (
        <Card key={u.id} withBorder padding="sm" radius="md" component="article" aria-label={fullName(u)}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} miw={0}>
              <NameCell user={u} selfId={selfId} />
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </Text>
            </Stack>
            {onAction && (
              <Group gap={4} wrap="nowrap">
                <RecordHistoryButton targetType="user" targetId={u.id} iconOnly />
                <UserActionsMenu user={u} selfId={selfId} onAction={onAction} />
              </Group>
            )}
          </Group>
          <Group gap="xs" mt="xs">
            <UserStatusBadge user={u} inline />
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {t(`roles.${u.role}`)}
            {u.department ? ` · ${u.department}` : ''} · {formatDate(u.createdAt)}
          </Text>
          <Group mt={6}>
            <BranchBadges user={u} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
