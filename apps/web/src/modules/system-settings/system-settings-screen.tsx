import { Accordion, Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconBuildingStore,
  IconCashRegister,
  IconDatabase,
  IconHeadset,
  IconPlugConnected,
  IconReceiptTax,
  IconTool,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { BackupSection } from './backup-section.tsx';
import { BusinessSection } from './business-section.tsx';
import { IntegrationsSection } from './integrations-section.tsx';
import { MaintenanceSection } from './maintenance-section.tsx';
import { PosControlsSection } from './pos-controls-section.tsx';
import { storeSectionShown } from './store-setting-shown.ts';
import { SupportSection } from './support-section.tsx';
import { type SystemSettingsView, systemSettingsQuery } from './system-settings.queries.ts';
import { SYSTEM_SECTION_IDS, type SystemSectionId } from './system-settings.search.ts';
import { TaxSection } from './tax-section.tsx';

const SECTIONS: Record<
  SystemSectionId,
  { Component: ComponentType<{ view: SystemSettingsView }>; Icon: typeof IconTool }
> = {
  business: { Component: BusinessSection, Icon: IconBuildingStore },
  tax: { Component: TaxSection, Icon: IconReceiptTax },
  integrations: { Component: IntegrationsSection, Icon: IconPlugConnected },
  backup: { Component: BackupSection, Icon: IconDatabase },
  posControls: { Component: PosControlsSection, Icon: IconCashRegister },
  support: { Component: SupportSection, Icon: IconHeadset },
  maintenance: { Component: MaintenanceSection, Icon: IconTool },
};

/** The store's settings (seed 000 §3 system_settings), for administrators; each section saves on its own. */
export function SystemSettingsScreen({ section = 'business' }: { section?: SystemSectionId }) {
  const { t } = useTranslation();
  const settings = useQuery(systemSettingsQuery);

  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to="/settings" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('systemSettings.back')}
          </Group>
        </Anchor>
        <Title order={1} size="h2" mt={4}>
          {t('systemSettings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('systemSettings.subtitle')}
        </Text>
      </div>
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <LoadError
          title={t('systemSettings.loadFailed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Sections view={settings.data} initial={section} />
      )}
    </Stack>
  );
}

/** Tabs on a wide screen, an accordion on a phone; every section stays mounted, so edits survive a switch. */
function Sections({ view, initial }: { view: SystemSettingsView; initial: SystemSectionId }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const sections = SYSTEM_SECTION_IDS.filter(storeSectionShown);
  const [open, setOpen] = useState<SystemSectionId>(sections.includes(initial) ? initial : 'business');

  if (phone) {
    return (
      <Accordion
        variant="separated"
        value={open}
        onChange={(v) => v && setOpen(v as SystemSectionId)}
        chevronPosition="right"
      >
        {sections.map((id) => {
          const { Component, Icon } = SECTIONS[id];
          return (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control icon={<Icon size={18} aria-hidden />}>
                {t(`systemSettings.sections.${id}`)}
              </Accordion.Control>
              <Accordion.Panel>
                <Component view={view} />
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    );
  }
  return (
    <Tabs
      value={open}
      onChange={(v) => v && setOpen(v as SystemSectionId)}
      orientation="vertical"
      styles={{ tab: { justifyContent: 'flex-start' } }}
    >
      <Tabs.List miw={190}>
        {sections.map((id) => {
          const { Icon } = SECTIONS[id];
          return (
            <Tabs.Tab key={id} value={id} leftSection={<Icon size={16} aria-hidden />}>
              {t(`systemSettings.sections.${id}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {sections.map((id) => {
        const { Component } = SECTIONS[id];
        return (
          <Tabs.Panel key={id} value={id} pl="md" maw={760}>
            <Component view={view} />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
