import { accountContract, profileSchema } from '@fbms/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { fullName, type Me, meQuery } from '../../lib/session.ts';

type ProfileValues = { firstName: string; lastName: string; department: string };

function Fact({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} component="div">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </div>
  );
}

function RoleValue({ user }: { user: Me['user'] }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {t(`roles.${user.role}`)}
      {user.isOwner && (
        <Badge size="xs" variant="light">
          {t('shell.owner')}
        </Badge>
      )}
    </Group>
  );
}

/** Your own name and department, editable in place; email and role are read-only here. */
export function ProfileCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { user } = me;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Title order={2} size="h4">
          {t('account.profile')}
        </Title>
        {!editing && (
          <Button
            ref={editButton}
            variant="default"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('account.editProfile')}
            onClick={() => setEditing(true)}
          >
            {t('account.edit')}
          </Button>
        )}
      </Group>
      {editing ? (
        <ProfileForm user={user} onDone={close} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t('account.name')} value={fullName(user)} />
          <Fact label={t('account.email')} value={user.email} />
          <Fact label={t('account.department')} value={user.department || t('account.none')} />
          <Fact label={t('account.role')} value={<RoleValue user={user} />} />
        </SimpleGrid>
      )}
    </Card>
  );
}

function ProfileForm({ user, onDone }: { user: Me['user']; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const firstInput = useRef<HTMLInputElement>(null);
  const form = useForm<ProfileValues>({
    initialValues: { firstName: user.firstName, lastName: user.lastName, department: user.department ?? '' },
    validate: zod4Resolver(profileSchema),
  });

  useEffect(() => {
    firstInput.current?.focus();
  }, []);

  const save = useMutation({
    // The shared schema trims and turns an empty department into null, as the server stores it.
    mutationFn: (values: ProfileValues) =>
      api.call(accountContract.putProfile, { body: profileSchema.parse(values) }),
    onSuccess: async () => {
      // Wait for the fresh /api/me so the card and the header show the new name together.
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      notify.success({ title: t('account.profileSaved'), message: t('account.profileSavedMessage') });
      onDone();
    },
    onError: (err) => {
      if (applyFieldErrors(form, err)) return;
      notify.error({ title: t('account.profileFailed'), message: err.message || t('account.profileFailed') });
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            ref={firstInput}
            label={t('fields.firstName')}
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.department')}
          autoComplete="organization-title"
          {...form.getInputProps('department')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t('account.email')} value={user.email} />
          <Fact label={t('account.role')} value={<RoleValue user={user} />} hint={t('account.roleHint')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
