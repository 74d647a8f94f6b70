import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A screen or panel that could not load says so, with the reason, and offers Retry. */
export function LoadError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : t('loadError.defaultMessage');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={title ?? t('loadError.title')}
      role="alert"
    >
      <Text size="sm">{message}</Text>
      <Group mt="sm">
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
