import { supportSchema } from '@fbms/domain';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionFooter, SectionFormElement, useSectionForm } from './section-form.tsx';
import type { SystemSettingsView } from './system-settings.queries.ts';

type SupportValues = { phone: string; email: string };

const valuesOf = ({ support }: SystemSettingsView): SupportValues => ({
  phone: support.phone ?? '',
  email: support.email ?? '',
});

/** Who staff reach from Help › Contact Support. */
export function SupportSection({ view }: { view: SystemSettingsView }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    group: 'support',
    schema: supportSchema,
    view,
    valuesOf,
    toPatch: (values: SupportValues) => supportSchema.parse(values),
  });
  const { form } = section;

  return (
    <SectionFormElement onSubmit={section.submit()} label={t('systemSettings.sections.support')}>
      <Text size="sm" c="dimmed">
        {t('systemSettings.support.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t('systemSettings.support.phone')}
          type="tel"
          inputMode="tel"
          {...form.getInputProps('phone')}
        />
        <TextInput label={t('systemSettings.support.email')} type="email" {...form.getInputProps('email')} />
      </SimpleGrid>
      <SectionFooter section={section as never} />
    </SectionFormElement>
  );
}
