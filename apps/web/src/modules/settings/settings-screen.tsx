import type { UserSettings } from '@fbms/domain';
import { Accordion, Alert, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { SettingVisibilityProvider, useSettingVisibility } from './setting-visibility.tsx';
import { useSettingsT } from './settings.i18n.ts';
import { mySettingsQuery } from './settings.queries.ts';
import { SettingsActions } from './settings-actions.tsx';
import { SettingsEditorProvider } from './settings-editor.tsx';
import { SECTION_IDS, SECTION_SETTINGS, SECTIONS, type SectionId } from './settings-sections.tsx';
import { StoreSettingsLink } from './store-settings-link.tsx';

/** The user's own settings (seed 000 §3 user_settings): each change saves on its own. */
export function SettingsScreen() {
  const t = useSettingsT();
  const settings = useQuery(mySettingsQuery);

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      </Stack>
    );
  }
  return (
    <SettingsEditorProvider settings={settings.data}>
      <SettingVisibilityProvider>
        <SettingsPage settings={settings.data} />
      </SettingVisibilityProvider>
    </SettingsEditorProvider>
  );
}

function SettingsPage({ settings }: { settings: UserSettings }) {
  const t = useSettingsT();
  const phone = useMediaQuery('(max-width: 48em)');
  const [section, setSection] = useState<SectionId>('general');
  const [problem, setProblem] = useState<string | null>(null);
  const { anyShown } = useSettingVisibility();
  const sections = SECTION_IDS.filter((id) => anyShown(...SECTION_SETTINGS[id]));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('subtitle')}
          </Text>
        </div>
        <SettingsActions settings={settings} onProblem={setProblem} />
      </Group>

      <StoreSettingsLink />

      {problem && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('actions.importFailedTitle')}
          withCloseButton
          onClose={() => setProblem(null)}
        >
          {problem}
        </Alert>
      )}

      {phone ? (
        <Accordion
          variant="separated"
          value={section}
          onChange={(v) => v && setSection(v as SectionId)}
          chevronPosition="right"
        >
          {sections.map((id) => {
            const { Component, Icon } = SECTIONS[id];
            return (
              <Accordion.Item key={id} value={id}>
                <Accordion.Control icon={<Icon size={18} aria-hidden />}>
                  {t(`sections.${id}`)}
                </Accordion.Control>
                <Accordion.Panel>
                  <Component />
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      ) : (
        <Tabs
          value={section}
          onChange={(v) => v && setSection(v as SectionId)}
          orientation="vertical"
          styles={{ tab: { justifyContent: 'flex-start' } }}
        >
          <Tabs.List miw={180}>
            {sections.map((id) => {
              const { Icon } = SECTIONS[id];
              return (
                <Tabs.Tab key={id} value={id} leftSection={<Icon size={16} aria-hidden />}>
                  {t(`sections.${id}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {sections.map((id) => {
            const { Component } = SECTIONS[id];
            return (
              <Tabs.Panel key={id} value={id} pl="md">
                <Component />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </Stack>
  );
}
