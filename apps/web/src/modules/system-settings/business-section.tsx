import { businessInfoSchema, formatTin } from '@fbms/domain';
import { Divider, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setupQuery } from '../../lib/session.ts';
import { TinInput } from '../../lib/tin-input.tsx';
import { SectionFooter, SectionFormElement, useSectionForm } from './section-form.tsx';
import { StoreImageField } from './store-image-field.tsx';
import { storeSettingShown } from './store-setting-shown.ts';
import type { SystemSettingsView } from './system-settings.queries.ts';

type BusinessValues = {
  name: string;
  businessStyle: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  taxId: string;
};

const valuesOf = ({ businessInfo: b }: SystemSettingsView): BusinessValues => ({
  name: b.name,
  businessStyle: b.businessStyle ?? '',
  address: b.address,
  phone: b.phone ?? '',
  email: b.email ?? '',
  website: b.website ?? '',
  taxId: b.taxId ? formatTin(b.taxId) : '',
});

/** Name, address, contact and TIN (printed on invoices); the website and logo once something shows them. */
export function BusinessSection({ view }: { view: SystemSettingsView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const section = useSectionForm({
    group: 'businessInfo',
    schema: businessInfoSchema,
    view,
    valuesOf,
    // The shared rule trims, normalises the TIN and phone, and turns empty optional fields into null.
    toPatch: (values: BusinessValues) => businessInfoSchema.parse(values),
    // The sign-in page and the top bar show the business name from the setup state.
    onSaved: () => void queryClient.invalidateQueries({ queryKey: setupQuery.queryKey }),
  });
  const { form } = section;

  return (
    <Stack gap="lg">
      <SectionFormElement onSubmit={section.submit()} label={t('systemSettings.sections.business')}>
        <TextInput
          label={t('systemSettings.business.name')}
          autoComplete="organization"
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('systemSettings.business.businessStyle')}
          description={t('systemSettings.business.businessStyleHint')}
          {...form.getInputProps('businessStyle')}
        />
        <Textarea
          label={t('systemSettings.business.address')}
          autosize
          minRows={2}
          autoComplete="street-address"
          required
          {...form.getInputProps('address')}
        />
        <TinInput
          label={t('systemSettings.business.tin')}
          description={t('systemSettings.business.tinHint')}
          required
          {...form.getInputProps('taxId')}
          onFormat={(tin) => form.setFieldValue('taxId', tin)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('systemSettings.business.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('systemSettings.business.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        {storeSettingShown('businessInfo.website') && (
          <TextInput
            label={t('systemSettings.business.website')}
            type="url"
            placeholder="https://"
            autoComplete="url"
            {...form.getInputProps('website')}
          />
        )}
        <SectionFooter section={section as never} />
      </SectionFormElement>
      {storeSettingShown('logo') && (
        <>
          <Divider />
          <StoreImageField view={view} kind="logo" />
        </>
      )}
    </Stack>
  );
}
