import { Alert, Box, Button, Code, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconAlertTriangle, IconCopy, IconHome, IconRefresh, IconRotate } from '@tabler/icons-react';
import { type ErrorComponentProps, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { captureError, errorIdFor } from '../error-monitor/capture.ts';
import { LoadError } from '../load-error.tsx';
import { ModuleLoadError } from './module-loader.ts';

/** What a screen that failed shows: a load error with Retry, a module that would not load, or a crash. */
export function RouteError(props: ErrorComponentProps) {
  return (
    <Box maw={680} mx="auto" my={{ base: 'md', sm: 48 }} px="sm">
      <RouteErrorBody {...props} />
    </Box>
  );
}

function RouteErrorBody({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof ModuleLoadError) return <ModuleLoadFailure error={error} />;
  if (error instanceof ApiError) {
    return (
      <LoadError
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    );
  }
  return <CrashScreen error={error} reset={reset} />;
}

/** Seed 001 §2: "Module Load Error", "Failed to load {module}", Reload Page. */
function ModuleLoadFailure({ error }: { error: ModuleLoadError }) {
  const { t } = useTranslation();
  useEffect(() => {
    captureError(error, 'module', { context: { module: error.module, kind: error.kind } });
  }, [error]);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} />}
      title={t('moduleLoad.errorTitle')}
      maw={640}
      mx="auto"
    >
      <Text size="sm" fw={600}>
        {t('moduleLoad.failed', { module: t(`modules.${error.module}.name`) })}
      </Text>
      <Text size="sm" mt={4}>
        {error.message}
      </Text>
      <Button
        mt="sm"
        size="xs"
        leftSection={<IconRefresh size={14} />}
        onClick={() => window.location.reload()}
      >
        {t('moduleLoad.reload')}
      </Button>
    </Alert>
  );
}

/** Seed 001 §2: the generic error boundary, with an error id and a report the user can copy. */
function CrashScreen({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const clipboard = useClipboard({ timeout: 2000 });
  // The monitor's id for this error (recorded once per error object), so the id the user reads out
  // is the one in the server log.
  const id = useMemo(() => errorIdFor(error, 'boundary'), [error]);
  const message = error instanceof Error ? error.message : String(error);
  const report = [
    `Error ID: ${id}`,
    `Time: ${new Date().toISOString()}`,
    `Page: ${window.location.pathname}`,
    `Message: ${message}`,
    `Browser: ${navigator.userAgent}`,
    error instanceof Error && error.stack ? `Stack:\n${error.stack}` : '',
  ]
    .filter(Boolean)
    .join('\n');

  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" role="alert">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red" variant="light" size="xl" radius="xl" aria-hidden>
            <IconAlertTriangle size={24} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('crash.title')}
          </Title>
        </Group>
        <Text>{t('crash.reassurance')}</Text>
        <Text size="sm" c="dimmed">
          {message}
        </Text>
        <Code>{t('crash.errorId', { id })}</Code>
        <Group gap="xs" mt="xs">
          <Button
            leftSection={<IconRotate size={16} />}
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('crash.tryAgain')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconCopy size={16} />}
            onClick={() => clipboard.copy(report)}
          >
            {clipboard.copied ? t('crash.copied') : t('crash.copyReport')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconHome size={16} />}
            onClick={() => {
              reset();
              void navigate({ to: '/' });
            }}
          >
            {t('crash.goDashboard')}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} />}
            onClick={() => window.location.reload()}
          >
            {t('crash.reload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
