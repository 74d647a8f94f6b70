import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HelpTree } from './help.queries.ts';

/** `tel:` wants the digits (and a leading +) only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * "Contact Support": the phone (tel:) and e-mail (mailto:) an administrator set in the store's
 * settings. With none set it says so, and tells an administrator where to set one.
 */
export function SupportContact({
  support,
  isAdmin,
  onNavigate,
}: {
  support: HelpTree['support'];
  isAdmin: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  if (!support.phone && !support.email) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconInfoCircle size={20} />}
        title={t('helpDialog.support.noneTitle')}
        role="status"
      >
        <Text size="sm">{isAdmin ? t('helpDialog.support.noneAdmin') : t('helpDialog.support.none')}</Text>
        {isAdmin && (
          <Button
            mt="sm"
            size="xs"
            variant="default"
            renderRoot={(props) => <Link {...props} to="/settings/system" search={{ section: 'support' }} />}
            onClick={onNavigate}
          >
            {t('helpDialog.support.openStoreSettings')}
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('helpDialog.support.title')}>
      <Stack gap="xs">
        <div>
          <Text fw={700}>{t('helpDialog.support.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('helpDialog.support.intro')}
          </Text>
        </div>
        <Group gap="sm">
          {support.phone && (
            <Button
              component="a"
              href={telHref(support.phone)}
              leftSection={<IconPhone size={18} aria-hidden />}
              variant="light"
            >
              {t('helpDialog.support.call', { phone: support.phone })}
            </Button>
          )}
          {support.email && (
            <Button
              component="a"
              href={`mailto:${support.email}`}
              leftSection={<IconMail size={18} aria-hidden />}
              variant="light"
              styles={{ label: { whiteSpace: 'normal', wordBreak: 'break-all' } }}
            >
              {t('helpDialog.support.email', { email: support.email })}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
