import { Badge, Flex } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from './users.queries.ts';

const COLOR = { pending: 'orange', active: 'field', inactive: 'gray' } as const;

/** `inline` lays the badges side by side (cards); the table stacks them to keep the column narrow. */
export function UserStatusBadge({ user, inline = false }: { user: StaffUser; inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} direction={inline ? 'row' : 'column'} align="flex-start" wrap="wrap">
      <Badge color={COLOR[user.status]} variant="light" tt="none">
        {t(`users.status.${user.status}`)}
      </Badge>
      {!user.emailVerified && (
        <Badge color="gray" variant="outline" tt="none">
          {t('users.unverified')}
        </Badge>
      )}
    </Flex>
  );
}
