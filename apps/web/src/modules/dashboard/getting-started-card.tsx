import { dashboardContract, type GettingStartedStep } from '@fbms/domain';
import {
  Card,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconChevronRight } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { gettingStartedEn } from './getting-started.i18n.ts';
import classes from './home.module.css';

export type { GettingStartedStep };

/** Built by the server from real state; later modules add their steps (first product, first sale). */
export const gettingStartedQuery = queryOptions({
  queryKey: ['dashboard', 'getting-started', 'detail'] as const,
  queryFn: () => api.call(dashboardContract.getGettingStarted),
  // Steps are done on other screens: look again each time the dashboard opens.
  staleTime: 0,
});

type KnownStep = keyof typeof gettingStartedEn.gettingStarted.steps;
const isKnown = (id: string): id is KnownStep => Object.hasOwn(gettingStartedEn.gettingStarted.steps, id);

/** "/settings/system?section=support" → the router's path and search. */
function target(path: string): { to: string; search: Record<string, string> } {
  const url = new URL(path, 'http://fbms.local');
  return { to: url.pathname, search: Object.fromEntries(url.searchParams) };
}

/** The administrator's checklist: each step, done or not, with a link to where it is done. */
export function GettingStartedCard() {
  const { t } = useTranslation();
  const query = useQuery(gettingStartedQuery);

  if (query.isPending) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('common.loading')}
          </Text>
        </Group>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('gettingStarted.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { steps } = query.data;
  const done = steps.filter((s) => s.done).length;
  if (steps.length === 0) return null;
  if (done === steps.length) {
    return (
      <Group gap="xs" data-testid="getting-started-done">
        <ThemeIcon color="green" variant="light" size="sm" radius="xl" aria-hidden>
          <IconCheck size={14} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          {t('gettingStarted.allSet')}
        </Text>
      </Group>
    );
  }

  const progress = t('gettingStarted.progress', { done, total: steps.length });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="getting-started">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id="getting-started">
          {t('gettingStarted.title')}
        </Title>
        <Text size="sm" fw={600}>
          {progress}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('gettingStarted.hint')}
      </Text>
      <Progress value={(done / steps.length) * 100} size="sm" mt="sm" aria-label={progress} />
      <Stack gap="xs" mt="md" component="ul" className={classes.steps}>
        {steps.map((step) => (
          <li key={step.id}>
            <StepLink step={step} />
          </li>
        ))}
      </Stack>
    </Card>
  );
}

function StepLink({ step }: { step: GettingStartedStep }) {
  const { t } = useTranslation();
  const { to, search } = target(step.path);
  const title = isKnown(step.id) ? t(`gettingStarted.steps.${step.id}.title`) : step.id;
  const hint = isKnown(step.id) ? t(`gettingStarted.steps.${step.id}.hint`) : null;
  return (
    <Paper
      component={Link}
      to={to as never}
      search={search as never}
      withBorder
      radius="md"
      p="sm"
      className={classes.quickLink}
    >
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon
          variant={step.done ? 'filled' : 'default'}
          color={step.done ? 'green' : 'gray'}
          radius="xl"
          size={28}
          aria-hidden
        >
          {step.done && <IconCheck size={16} />}
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} c={step.done ? 'dimmed' : undefined}>
            {title}
            <VisuallyHidden>
              {' '}
              ({step.done ? t('gettingStarted.done') : t('gettingStarted.notDone')})
            </VisuallyHidden>
          </Text>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </Paper>
  );
}
