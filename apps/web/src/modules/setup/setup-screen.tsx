import { type FirstRunSetupInput, firstRunSetupSchema, type SetupState, setupContract } from '@fbms/domain';
import { Button, Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { setupQuery } from '../../lib/session.ts';
import { TinInput } from '../../lib/tin-input.tsx';
import { AuthLayout } from '../../shell/auth-layout.tsx';
import { LogoutButton } from '../../shell/logout-button.tsx';

type SetupValues = {
  businessName: string;
  address: string;
  tin: string;
  vatRegistered: boolean | null;
};

/** First-run setup: the owner enters the store's registered details once. */
export function SetupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SetupValues>({
    initialValues: { businessName: '', address: '', tin: '', vatRegistered: null },
    validate: zod4Resolver(firstRunSetupSchema),
  });

  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: setupQuery.queryKey });
    await navigate({ to: '/', replace: true });
  };

  const save = useMutation({
    mutationFn: (body: FirstRunSetupInput) => api.call(setupContract.completeSetup, { body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData<SetupState>(setupQuery.queryKey, (old) =>
        old ? { ...old, step: 'done', businessName: answer.businessName } : old,
      );
      notify.success({
        title: t('setup.savedTitle'),
        message: t('setup.savedMessage', { name: answer.businessName }),
      });
      await done();
    },
    onError: async (err) => {
      if (err instanceof ApiError && err.code === 'SETUP_ALREADY_DONE') {
        notify.info({ title: t('setup.savedTitle'), message: err.message });
        await done();
        return;
      }
      if (applyFieldErrors(form, err)) return;
      notify.error({ title: t('setup.failedTitle'), message: err.message });
    },
  });

  const vat = form.values.vatRegistered;
  return (
    <AuthLayout size={600}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('setup.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('setup.body')}
          </Text>
        </div>
        <form onSubmit={form.onSubmit((v) => save.mutate(firstRunSetupSchema.parse(v)))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('setup.businessName')}
              autoComplete="organization"
              {...form.getInputProps('businessName')}
            />
            <Textarea
              label={t('setup.address')}
              autosize
              minRows={2}
              autoComplete="street-address"
              {...form.getInputProps('address')}
            />
            <TinInput
              label={t('setup.tin')}
              description={t('setup.tinHint')}
              {...form.getInputProps('tin')}
              onFormat={(tin) => form.setFieldValue('tin', tin)}
            />
            <Radio.Group
              label={t('setup.vat')}
              value={vat === null ? null : vat ? 'yes' : 'no'}
              onChange={(v) => form.setFieldValue('vatRegistered', v === 'yes')}
              error={form.errors.vatRegistered}
            >
              <Stack gap="xs" mt={6}>
                <Radio value="yes" label={t('setup.vatYes')} description={t('setup.vatYesHint')} />
                <Radio value="no" label={t('setup.vatNo')} description={t('setup.vatNoHint')} />
              </Stack>
            </Radio.Group>
            {/* On a phone the main action comes first, full width; Logout goes under it. */}
            <Group justify="space-between" mt="sm" gap="sm" wrap="wrap-reverse">
              <LogoutButton />
              <Button type="submit" loading={save.isPending} w={{ base: '100%', xs: 'auto' }}>
                {t('setup.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
