import { ROLES, type Role, usersContract } from '@fbms/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { fullName } from '../../lib/session.ts';
import type { UserAction } from './user-actions.ts';
import { usersKey } from './users.queries.ts';

/** Sends one account action; answers the updated account, or { sent } for a password reset. */
function send(action: UserAction, role: Role): Promise<unknown> {
  const params = { id: action.user.id };
  switch (action.kind) {
    case 'approve':
      return api.call(usersContract.activateUser, { params, body: { role } });
    case 'role':
      return api.call(usersContract.changeRole, { params, body: { role } });
    case 'activate':
      return api.call(usersContract.activateUser, { params, body: undefined });
    case 'deactivate':
      return api.call(usersContract.deactivateUser, { params });
    case 'reset':
      return api.call(usersContract.sendPasswordReset, { params });
  }
}

/** One dialog for every account action: a role picker where a role is chosen, a confirmation otherwise. */
export function UserActionDialog({ action, onClose }: { action: UserAction | null; onClose: () => void }) {
  if (!action) return null;
  return <ActionDialog key={`${action.kind}:${action.user.id}`} action={action} onClose={onClose} />;
}

function ActionDialog({ action, onClose }: { action: UserAction; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The approval picker starts at the role the person asked for (cashier for self sign-up).
  const [role, setRole] = useState<Role>(action.user.role);

  const mutation = useMutation({
    mutationFn: (a: UserAction) => send(a, role),
    onSuccess: async (_answer, a) => {
      const name = fullName(a.user);
      const message = {
        approve: t('users.approveDone', { name }),
        role: t('users.roleDone', { name, role: t(`roles.${role}`) }),
        activate: t('users.activateDone', { name }),
        deactivate: t('users.deactivateDone', { name }),
        reset: t('users.resetDone', { email: a.user.email }),
      }[a.kind];
      notify.success({ title: t('users.doneTitle'), message });
      await queryClient.invalidateQueries({ queryKey: usersKey });
      onClose();
    },
    onError: (err) => notify.error({ title: t('users.failedTitle'), message: err.message }),
  });

  const { user, kind } = action;
  const name = fullName(user);
  const roleOptions = ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
  const title = {
    approve: t('users.approveTitle', { name }),
    role: t('users.roleTitle', { name }),
    activate: t('users.activateTitle', { name }),
    deactivate: t('users.deactivateTitle', { name }),
    reset: t('users.resetTitle', { name }),
  }[kind];
  const confirmLabel = {
    approve: t('users.approve'),
    role: t('users.changeRole'),
    activate: t('users.activate'),
    deactivate: t('users.deactivate'),
    reset: t('users.sendReset'),
  }[kind];
  const body = {
    approve: user.emailVerified
      ? t('users.approveBody', { name })
      : t('users.approveBodyUnverified', { name }),
    role: null,
    activate: t('users.activateBody', { name, role: t(`roles.${user.role}`) }),
    deactivate: t('users.deactivateBody', { name }),
    reset: t('users.resetBody', { email: user.email }),
  }[kind];

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate(action);
        }}
      >
        <Stack gap="sm">
          {body && <Text size="sm">{body}</Text>}
          {(kind === 'approve' || kind === 'role') && (
            <Select
              label={t('fields.role')}
              data={roleOptions}
              value={role}
              onChange={(v) => v && setRole(v as Role)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={kind === 'deactivate' ? 'red' : undefined}
              loading={mutation.isPending}
              disabled={kind === 'role' && role === user.role}
              data-autofocus
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
