import { inviteUserSchema, ROLES, type Role, usersContract } from '@fbms/domain';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { usersKey } from './users.queries.ts';

type InviteValues = {
  email: string;
  firstName: string;
  lastName: string;
  department: string;
  role: Role;
};

const EMPTY: InviteValues = { email: '', firstName: '', lastName: '', department: '', role: 'cashier' };

/** Invite a person by e-mail; the link in the invitation lets them choose a password. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<InviteValues>({ initialValues: EMPTY, validate: zod4Resolver(inviteUserSchema) });

  const close = () => {
    form.reset();
    onClose();
  };

  const invite = useMutation({
    mutationFn: (values: InviteValues) =>
      api.call(usersContract.inviteUser, {
        body: {
          ...values,
          department: values.department.trim() || undefined,
        },
      }),
    onSuccess: async (user) => {
      if (user.mailSent) {
        notify.success({
          title: t('users.invitedTitle'),
          message: t('users.invitedMessage', { email: user.email }),
        });
      } else {
        // The account exists; only the e-mail failed. "Send password reset" sends the link again.
        notify.warning({
          title: t('users.invitedNoMailTitle'),
          message: t('users.invitedNoMailMessage', { email: user.email }),
        });
      }
      await queryClient.invalidateQueries({ queryKey: usersKey });
      close();
    },
    onError: (err) => {
      if (applyFieldErrors(form, err)) return;
      notify.error({ title: t('users.failedTitle'), message: err.message });
    },
  });

  return (
    <Modal opened={opened} onClose={close} title={t('users.inviteTitle')} centered size="lg">
      <form onSubmit={form.onSubmit((v) => invite.mutate(v))} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('users.inviteBody')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('fields.firstName')} data-autofocus {...form.getInputProps('firstName')} />
            <TextInput label={t('fields.lastName')} {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label={t('fields.email')}
            type="email"
            inputMode="email"
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('fields.department')} {...form.getInputProps('department')} />
            <Select
              label={t('fields.role')}
              data={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={invite.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('users.inviteSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
