import { birSchema } from '@fbms/domain';
import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionFooter, SectionFormElement, useSectionForm } from './section-form.tsx';
import type { SystemSettingsView } from './system-settings.queries.ts';

type TaxValues = { vatRegistered: boolean; rdoCode: string };

const valuesOf = ({ bir }: SystemSettingsView): TaxValues => ({
  vatRegistered: bir.vatRegistered,
  rdoCode: bir.rdoCode ?? '',
});

/** VAT registration and the BIR details printed on sales invoices (PH-RULES §1). */
export function TaxSection({ view }: { view: SystemSettingsView }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    group: 'bir',
    schema: birSchema,
    view,
    valuesOf,
    toPatch: (values: TaxValues) => birSchema.parse(values),
  });
  const { form } = section;

  return (
    <SectionFormElement onSubmit={section.submit()} label={t('systemSettings.sections.tax')}>
      <Text size="sm" c="dimmed">
        {t('systemSettings.tax.invoiceNote')}
      </Text>
      <Radio.Group
        label={t('systemSettings.tax.vat')}
        value={form.values.vatRegistered ? 'yes' : 'no'}
        onChange={(v) => form.setFieldValue('vatRegistered', v === 'yes')}
        error={form.errors.vatRegistered}
      >
        <Stack gap="xs" mt={6}>
          <Radio
            value="yes"
            label={t('systemSettings.tax.vatYes')}
            description={t('systemSettings.tax.vatYesHint')}
          />
          <Radio
            value="no"
            label={t('systemSettings.tax.vatNo')}
            description={t('systemSettings.tax.vatNoHint')}
          />
        </Stack>
      </Radio.Group>
      <TextInput
        label={t('systemSettings.tax.rdo')}
        description={t('systemSettings.tax.rdoHint')}
        maw={{ sm: 320 }}
        maxLength={4}
        {...form.getInputProps('rdoCode')}
        onChange={(e) => form.setFieldValue('rdoCode', e.currentTarget.value.toUpperCase())}
      />
      <SectionFooter section={section as never} />
    </SectionFormElement>
  );
}
