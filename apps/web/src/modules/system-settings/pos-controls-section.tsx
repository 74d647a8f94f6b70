import { type PosControls, posControlsSchema } from '@fbms/domain';
import { NumberInput, SimpleGrid, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionFooter, SectionFormElement, useSectionForm } from './section-form.tsx';
import type { SystemSettingsView } from './system-settings.queries.ts';

/** The form holds centavos (what the shared rule checks); the inputs show pesos. */
const valuesOf = ({ posControls }: SystemSettingsView): PosControls => ({ ...posControls });

/** The register's cash controls: above these amounts a manager approves on the spot. */
export function PosControlsSection({ view }: { view: SystemSettingsView }) {
  const { t } = useTranslation();
  const section = useSectionForm({
    group: 'posControls',
    schema: posControlsSchema,
    view,
    valuesOf,
    // The group is saved whole: a control not shown here keeps its value.
    toPatch: (values: PosControls) => posControlsSchema.parse(values),
  });
  const { form } = section;
  const pesos = (field: 'cashOutApprovalAboveCentavos' | 'shortOverApprovalAboveCentavos') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      value: (form.values[field] ?? 0) / 100,
      onChange: (v: string | number) => form.setFieldValue(field, Math.round(Number(v || 0) * 100)),
    };
  };

  return (
    <SectionFormElement onSubmit={section.submit()} label={t('systemSettings.sections.posControls')}>
      <Text size="sm" c="dimmed">
        {t('systemSettings.posControls.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <NumberInput
          label={t('systemSettings.posControls.cashOut')}
          description={t('systemSettings.posControls.cashOutHint')}
          prefix="₱"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          {...pesos('cashOutApprovalAboveCentavos')}
        />
        <NumberInput
          label={t('systemSettings.posControls.shortOver')}
          description={t('systemSettings.posControls.shortOverHint')}
          prefix="₱"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          {...pesos('shortOverApprovalAboveCentavos')}
        />
      </SimpleGrid>
      <Switch
        label={t('systemSettings.posControls.returns')}
        description={t('systemSettings.posControls.returnsHint')}
        {...form.getInputProps('returnsNeedApproval', { type: 'checkbox' })}
      />
      <SectionFooter section={section as never} />
    </SectionFormElement>
  );
}
