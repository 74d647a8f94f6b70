import { Box, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconHeadset, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeHelpDialog, useHelpDialogOpened } from '../../shell/help-dialog/help-dialog-state.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { dispatchTour } from '../../shell/tour/tour-state.ts';
import { type HelpTree, helpTreeQuery, useHelpLanguage } from './help.queries.ts';
import { Guide, GuideList } from './help-screen.tsx';
import { GuideLinkContext } from './markdown.tsx';
import { SupportContact } from './support-contact.tsx';

const PHONE = '(max-width: 47.99em)';

/**
 * Help & Documentation (seed 000 §2 "Help & Docs"): the role's guides by section beside the chosen
 * guide, "Contact Support", the tours, and a link to the same guide as a page (/help?guide=…).
 * Full screen on phones.
 */
export function HelpDialog({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const opened = useHelpDialogOpened();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={closeHelpDialog}
      title={t('help.title')}
      size="min(1100px, 96vw)"
      fullScreen={phone}
      radius={phone ? 0 : 'md'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <HelpDialogBody phone={phone} isAdmin={isAdmin} />}
    </Modal>
  );
}

function HelpDialogBody({ phone, isAdmin }: { phone: boolean; isAdmin: boolean }) {
  const { t } = useTranslation();
  const tree = useQuery(helpTreeQuery(useHelpLanguage()));
  const [guide, setGuide] = useState<string | undefined>();
  const [supportOpen, setSupportOpen] = useState(false);
  if (tree.isPending) return <PageLoader />;
  if (tree.isError) return <LoadError error={tree.error} onRetry={() => void tree.refetch()} />;
  const all = tree.data.sections.flatMap((s) => s.items);
  const current = all.find((i) => i.id === guide)?.id ?? all[0]?.id;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button
          variant={supportOpen ? 'filled' : 'light'}
          leftSection={<IconHeadset size={18} aria-hidden />}
          onClick={() => setSupportOpen((o) => !o)}
          aria-expanded={supportOpen}
        >
          {t('helpDialog.contactSupport')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconRoute size={18} aria-hidden />}
          onClick={() => {
            closeHelpDialog();
            dispatchTour({ type: 'pick' });
          }}
        >
          {t('helpDialog.tour')}
        </Button>
        {current && (
          <Button
            variant="subtle"
            renderRoot={(props) => <Link {...props} to="/help" search={{ guide: current }} />}
            onClick={closeHelpDialog}
            leftSection={<IconExternalLink size={18} aria-hidden />}
          >
            {t('helpDialog.openPage')}
          </Button>
        )}
      </Group>
      {supportOpen && (
        <SupportContact support={tree.data.support} isAdmin={isAdmin} onNavigate={closeHelpDialog} />
      )}
      {phone && <GuideSelect tree={tree.data} current={current} onOpen={setGuide} />}
      <Group align="flex-start" gap="md" wrap="nowrap">
        {!phone && (
          <Box w={250} style={{ flexShrink: 0 }}>
            <GuideList tree={tree.data} current={current} onOpen={setGuide} />
          </Box>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <GuideLinkContext.Provider value={setGuide}>
            {current ? <Guide id={current} /> : <Text c="dimmed">{t('help.none')}</Text>}
          </GuideLinkContext.Provider>
        </Box>
      </Group>
    </Stack>
  );
}

function GuideSelect({
  tree,
  current,
  onOpen,
}: {
  tree: HelpTree;
  current?: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('help.choose')}
      value={current ?? null}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      data={tree.sections.map((s) => ({
        group: t(`help.sections.${s.id}`),
        items: s.items.map((i) => ({ value: i.id, label: i.title })),
      }))}
      onChange={(v) => v && onOpen(v)}
    />
  );
}
