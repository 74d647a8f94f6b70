import { Box, Group, NavLink, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { PageLoader } from '../../shell/page-loader.tsx';
import { type HelpTree, helpGuideQuery, helpTreeQuery, useHelpLanguage } from './help.queries.ts';
import { Markdown } from './markdown.tsx';

/**
 * Help & Documentation: the guides this role may read (docs/training, served by /api/help), grouped in
 * the seed's sections, with the chosen guide beside the list (above it on a phone). `?guide=` names it.
 */
export function HelpScreen({ guide }: { guide?: string }) {
  const { t } = useTranslation();
  const tree = useQuery(helpTreeQuery(useHelpLanguage()));
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 47.99em)');
  if (tree.isPending) return <PageLoader />;
  if (tree.isError) return <LoadError error={tree.error} onRetry={() => void tree.refetch()} />;
  const all = tree.data.sections.flatMap((s) => s.items);
  const current = all.find((i) => i.id === guide)?.id ?? all[0]?.id;
  const open = (id: string) => void navigate({ to: '/help', search: { guide: id } });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('help.title')}
        </Title>
        <Text c="dimmed">{t('help.subtitle')}</Text>
      </div>
      {phone ? (
        <Select
          label={t('help.choose')}
          value={current ?? null}
          allowDeselect={false}
          data={tree.data.sections.map((s) => ({
            group: t(`help.sections.${s.id}`),
            items: s.items.map((i) => ({ value: i.id, label: i.title })),
          }))}
          onChange={(v) => v && open(v)}
        />
      ) : null}
      <Group align="flex-start" gap="md" wrap="nowrap">
        {!phone && (
          <Box w={260} style={{ flexShrink: 0, position: 'sticky', top: 76 }}>
            <GuideList tree={tree.data} current={current} onOpen={open} />
          </Box>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          {current ? <Guide id={current} /> : <Text c="dimmed">{t('help.none')}</Text>}
        </Box>
      </Group>
    </Stack>
  );
}

/** The role's guides by section (a list of links; the dialog and the /help page share it). */
export function GuideList({
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
    <Paper component="nav" withBorder radius="md" p="xs" aria-label={t('help.contents')}>
      {tree.sections.map((s) => (
        <Stack key={s.id} gap={2} mb="sm">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
            {t(`help.sections.${s.id}`)}
          </Text>
          {s.items.map((i) => (
            <NavLink
              key={i.id}
              label={i.title}
              active={i.id === current}
              aria-current={i.id === current ? 'page' : undefined}
              leftSection={<IconBook2 size={16} stroke={1.7} aria-hidden />}
              onClick={() => onOpen(i.id)}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </Stack>
      ))}
    </Paper>
  );
}

/** One guide, loaded and rendered, with its own loading and retry states. */
export function Guide({ id }: { id: string }) {
  const doc = useQuery(helpGuideQuery(id, useHelpLanguage()));
  if (doc.isPending) return <PageLoader />;
  if (doc.isError) return <LoadError error={doc.error} onRetry={() => void doc.refetch()} />;
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Markdown source={doc.data.markdown} />
    </Paper>
  );
}
