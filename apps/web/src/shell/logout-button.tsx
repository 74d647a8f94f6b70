import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api.ts';
import { notify } from '../lib/notify.ts';
import { meQuery } from '../lib/session.ts';

/** "Logout" with the seed's Confirm Logout dialog. `compact` shows an icon button with the same name. */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const logout = useMutation({
    mutationFn: () => api.post<unknown>('/api/auth/sign-out', {}),
    onSuccess: async () => {
      close();
      queryClient.setQueryData(meQuery.queryKey, null);
      await navigate({ to: '/login', replace: true });
      // Keep only the store's setup state and the (now empty) session; the user's settings and
      // notifications go with them.
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'setup' && !(q.queryKey[0] === 'auth' && q.queryKey[1] === 'me'),
      });
      notify.success({ title: t('shell.loggedOutTitle'), message: t('shell.loggedOutMessage') });
    },
    onError: (err) => {
      // The session cookie cannot be removed from the browser side, so a failed sign-out is reported as is.
      notify.error({ title: t('shell.logoutErrorTitle'), message: err.message });
    },
  });

  return (
    <>
      {compact ? (
        <ActionIcon variant="default" size="lg" onClick={open} aria-label={t('shell.logout')}>
          <IconLogout size={18} stroke={1.7} />
        </ActionIcon>
      ) : (
        <Button variant="default" leftSection={<IconLogout size={16} stroke={1.7} />} onClick={open}>
          {t('shell.logout')}
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={t('shell.logoutTitle')} centered>
        <Stack gap="xs">
          <Text>{t('shell.logoutQuestion')}</Text>
          <Text size="sm" c="dimmed">
            {t('shell.logoutNote')}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close} disabled={logout.isPending}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={() => logout.mutate()} loading={logout.isPending} data-autofocus>
              {t('shell.logout')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
