import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconKey,
  IconUserCheck,
  IconUserCog,
  IconUserOff,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../lib/session.ts';
import { availableActions, type UserAction, type UserActionKind } from './user-actions.ts';
import type { StaffUser } from './users.queries.ts';

const ICONS: Record<UserActionKind, typeof IconDots> = {
  approve: IconUserCheck,
  role: IconUserCog,
  deactivate: IconUserOff,
  activate: IconUserPlus,
  reset: IconKey,
};

const LABEL_KEY = {
  approve: 'users.approve',
  role: 'users.changeRole',
  deactivate: 'users.deactivate',
  activate: 'users.activate',
  reset: 'users.sendReset',
} as const;

export function UserActionsMenu({
  user,
  selfId,
  onAction,
}: {
  user: StaffUser;
  selfId: string;
  onAction: (action: UserAction) => void;
}) {
  const { t } = useTranslation();
  const kinds = availableActions(user, selfId);
  if (kinds.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('users.actionsFor', { name: fullName(user) })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.map((kind) => {
          const Icon = ICONS[kind];
          return (
            <Menu.Item
              key={kind}
              color={kind === 'deactivate' ? 'red' : undefined}
              leftSection={<Icon size={16} stroke={1.7} />}
              onClick={() => onAction({ kind, user })}
            >
              {t(LABEL_KEY[kind])}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
