import { integrationSchema } from '@fbms/domain';
import { Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type KeyAction, keyPatch, SecretKeyField, type SecretValues } from './secret-key-field.tsx';
import { SectionFooter, SectionFormElement, useSectionForm } from './section-form.tsx';
import { StoreImageField } from './store-image-field.tsx';
import { storeSettingShown } from './store-setting-shown.ts';
import { GATEWAY_IDS, type GatewayId, type SystemSettingsView } from './system-settings.queries.ts';

type IntegrationValues = {
  paymentGateways: Record<GatewayId, { enabled: boolean } & SecretValues>;
  emailService: { provider: 'smtp'; fromAddress: string };
  smsService: { provider: 'local' | 'semaphore'; senderName: string };
};

const valuesOf = ({ integration: i }: SystemSettingsView): IntegrationValues => ({
  paymentGateways: Object.fromEntries(
    GATEWAY_IDS.map((id) => [
      id,
      { enabled: i.paymentGateways[id].enabled, apiKey: '', keyAction: 'keep' as KeyAction },
    ]),
  ) as IntegrationValues['paymentGateways'],
  emailService: { provider: 'smtp', fromAddress: i.emailService.fromAddress ?? '' },
  smsService: { provider: i.smsService.provider, senderName: i.smsService.senderName ?? '' },
});

const toPatch = (values: IntegrationValues) =>
  integrationSchema.parse({
    ...values,
    paymentGateways: Object.fromEntries(
      GATEWAY_IDS.map((id) => {
        const g = values.paymentGateways[id];
        return [id, { enabled: g.enabled, ...keyPatch(g) }];
      }),
    ),
  });

function Group({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

const FORM_GROUPS = ['integration.paymentGateways', 'integration.emailService', 'integration.smsService'];

/**
 * The payment QR code shown at the POS; the payment providers (write-only keys), the e-mail sender and
 * SMS once something uses them (store-setting-shown.ts), with their Save button.
 */
export function IntegrationsSection({ view }: { view: SystemSettingsView }) {
  const { t } = useTranslation();
  if (FORM_GROUPS.some(storeSettingShown)) return <IntegrationsForm view={view} />;
  return (
    <SectionFormElement
      onSubmit={(e) => e?.preventDefault()}
      label={t('systemSettings.sections.integrations')}
    >
      <StoreImageField view={view} kind="paymentQr" />
    </SectionFormElement>
  );
}

function IntegrationsForm({ view }: { view: SystemSettingsView }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    group: 'integration',
    schema: integrationSchema,
    view,
    valuesOf,
    toPatch,
  });
  const { form } = section;

  return (
    <SectionFormElement onSubmit={section.submit()} label={t('systemSettings.sections.integrations')}>
      <StoreImageField view={view} kind="paymentQr" />
      {storeSettingShown('integration.paymentGateways') && (
        <Group
          title={t('systemSettings.integrations.paymentsTitle')}
          hint={t('systemSettings.integrations.paymentsHint')}
        >
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" verticalSpacing="sm">
            {GATEWAY_IDS.map((id) => {
              const name = t(`systemSettings.integrations.gateways.${id}`);
              const gateway = form.values.paymentGateways[id];
              return (
                <Paper key={id} withBorder radius="md" p="sm">
                  <Stack gap="sm">
                    <Switch
                      label={t('systemSettings.integrations.accept', { name })}
                      {...form.getInputProps(`paymentGateways.${id}.enabled`, { type: 'checkbox' })}
                    />
                    <SecretKeyField
                      name={name}
                      isSet={view.integration.paymentGateways[id].apiKeySet}
                      action={gateway.keyAction}
                      onAction={(next) => {
                        form.setFieldValue(`paymentGateways.${id}.keyAction`, next);
                        form.setFieldValue(`paymentGateways.${id}.apiKey`, '');
                      }}
                      keyInput={form.getInputProps(`paymentGateways.${id}.apiKey`)}
                    />
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Group>
      )}

      {storeSettingShown('integration.emailService') && (
        <Group
          title={t('systemSettings.integrations.emailTitle')}
          hint={t('systemSettings.integrations.emailHint')}
        >
          <TextInput
            type="email"
            label={t('systemSettings.integrations.fromAddress')}
            description={t('systemSettings.integrations.fromAddressHint')}
            maw={{ sm: 420 }}
            {...form.getInputProps('emailService.fromAddress')}
          />
        </Group>
      )}

      {storeSettingShown('integration.smsService') && (
        <Group
          title={t('systemSettings.integrations.smsTitle')}
          hint={t('systemSettings.integrations.smsHint')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <Select
              label={t('systemSettings.integrations.smsProvider')}
              data={(['local', 'semaphore'] as const).map((v) => ({
                value: v,
                label: t(`systemSettings.integrations.smsProviders.${v}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps('smsService.provider')}
            />
            <TextInput
              label={t('systemSettings.integrations.senderName')}
              description={t('systemSettings.integrations.senderNameHint')}
              {...form.getInputProps('smsService.senderName')}
            />
          </SimpleGrid>
        </Group>
      )}

      <SectionFooter section={section as never} />
    </SectionFormElement>
  );
}
