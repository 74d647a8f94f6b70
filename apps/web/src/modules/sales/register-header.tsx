/** The register's heading: the terminal, and the buttons to browse products, see held carts, the readings and the shortcuts. */
import { ActionIcon, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconKeyboard, IconLayoutGrid, IconReportAnalytics, IconStack2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePosT } from './pos.i18n.ts';
import type { Terminal } from './sales.queries.ts';

export function RegisterHeader({
  terminal,
  browsing,
  onBrowse,
  onHeld,
  onShortcuts,
}: {
  terminal: Terminal;
  browsing: boolean;
  onBrowse: () => void;
  onHeld: () => void;
  onShortcuts: () => void;
}) {
  const t = usePosT();
  return (
    <Group justify="space-between" gap="xs">
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm" c="dimmed">
          {terminal.name} · {terminal.locationName}
        </Text>
      </div>
      <Group gap="xs">
        <Button
          variant={browsing ? 'light' : 'default'}
          leftSection={<IconLayoutGrid size={18} />}
          aria-pressed={browsing}
          onClick={onBrowse}
        >
          {t('actions.browse')}
        </Button>
        <Button variant="default" leftSection={<IconStack2 size={18} />} onClick={onHeld}>
          {t('actions.held')}
        </Button>
        <Button
          component={Link}
          to="/pos/readings"
          variant="default"
          leftSection={<IconReportAnalytics size={18} />}
        >
          {t('actions.readings')}
        </Button>
        <Tooltip label={t('actions.shortcuts')}>
          <ActionIcon variant="default" size="lg" aria-label={t('actions.shortcuts')} onClick={onShortcuts}>
            <IconKeyboard size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
