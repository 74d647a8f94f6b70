import {
  Badge,
  Button,
  Code,
  Collapse,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconChevronRight,
  IconClipboardCopy,
  IconDownload,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { useErrorMonitorT } from './error-monitor.i18n.ts';
import classes from './error-monitor.module.css';
import { type CapturedError, countErrors } from './error-store.ts';
import { relativeTime } from './report-actions.ts';

export type ErrorFilter = 'recent' | 'all';

/** The monitor's content: filter, actions, auto-copy and the list. The host decides drawer or modal. */
export function ErrorPanel({
  errors,
  now,
  filter,
  onFilter,
  autoCopy,
  onAutoCopy,
  onRefresh,
  onCopy,
  onDownload,
  onClear,
}: {
  errors: CapturedError[];
  now: number;
  filter: ErrorFilter;
  onFilter: (f: ErrorFilter) => void;
  autoCopy: boolean;
  onAutoCopy: (on: boolean) => void;
  onRefresh: () => void;
  onCopy: () => void;
  onDownload: () => void;
  onClear: () => void;
}) {
  const t = useErrorMonitorT();
  const { t: common } = useTranslation();
  const [confirming, confirm] = useDisclosure(false);
  const { distinct, total } = countErrors(errors);
  const empty = errors.length === 0;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <SegmentedControl
        fullWidth
        aria-label={t('filter.label')}
        value={filter}
        onChange={(v) => onFilter(v === 'all' ? 'all' : 'recent')}
        data={[
          { value: 'recent', label: t('filter.recent') },
          { value: 'all', label: t('filter.all') },
        ]}
      />
      <Group gap="xs">
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRefresh}>
          {t('refresh')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconClipboardCopy size={14} />}
          onClick={onCopy}
          disabled={empty}
        >
          {t('copy')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={onDownload}
          disabled={empty}
        >
          {t('download')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={confirm.open}
          disabled={empty && filter === 'all'}
        >
          {t('clear')}
        </Button>
      </Group>
      <Switch
        checked={autoCopy}
        onChange={(e) => onAutoCopy(e.currentTarget.checked)}
        label={t('autoCopy')}
        description={t('autoCopyHint')}
      />
      {empty ? (
        <Text ta="center" c="dimmed" py="xl">
          {filter === 'recent' ? t('emptyRecent') : t('emptyAll')}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600} aria-live="polite">
            {t('summary', { count: distinct, total })}
          </Text>
          <Stack component="ul" gap="sm" className={classes.list} aria-label={t('title')}>
            {errors.map((e) => (
              <ErrorItem key={e.id} error={e} now={now} />
            ))}
          </Stack>
        </>
      )}

      <Modal opened={confirming} onClose={confirm.close} title={t('confirmTitle')} centered zIndex={300}>
        <Text size="sm">{t('confirmText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={confirm.close}>
            {common('common.cancel')}
          </Button>
          <Button
            color="red"
            data-autofocus
            onClick={() => {
              confirm.close();
              onClear();
            }}
          >
            {t('confirmClear')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function ErrorItem({ error, now }: { error: CapturedError; now: number }) {
  const t = useErrorMonitorT();
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const where = error.file ? `${error.file}${error.line !== undefined ? `:${error.line}` : ''}` : t('noFile');
  const when = (ms: number) => relativeTime(ms, now, i18n.language);
  const context = Object.entries(error.context);

  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.item}>
      <Stack gap={6}>
        <Group gap={6}>
          <Badge size="sm" variant="light" color={error.source === 'api' ? 'orange' : 'red'}>
            {t(`source.${error.source}`)}
          </Badge>
          <Badge size="sm" variant="outline" color="gray">
            {t('times', { count: error.count })}
          </Badge>
          <Text size="xs" c="dimmed" ff="monospace">
            {error.id}
          </Text>
        </Group>
        <Text size="sm" fw={600} className={classes.wrap}>
          {error.message}
        </Text>
        <Code className={classes.wrap}>{where}</Code>
        <Group gap="md" wrap="wrap">
          <Text size="xs" c="dimmed" title={formatDateTime(new Date(error.firstSeen).toISOString())}>
            {t('firstSeen', { when: when(error.firstSeen) })}
          </Text>
          <Text size="xs" c="dimmed" title={formatDateTime(new Date(error.lastSeen).toISOString())}>
            {t('lastSeen', { when: when(error.lastSeen) })}
          </Text>
          <Text size="xs" c={error.report === 'failed' ? 'orange' : 'dimmed'}>
            {t(`report.${error.report}`)}
          </Text>
        </Group>
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} className={classes.toggle}>
          <Group gap={4}>
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            <Text size="xs" fw={600}>
              {open ? t('hideStack') : t('showStack')}
            </Text>
          </Group>
        </UnstyledButton>
        <Collapse expanded={open}>
          <Stack gap={6}>
            {context.length > 0 && (
              <Code block className={classes.stack}>
                {context.map(([k, v]) => `${k}: ${v}`).join('\n')}
              </Code>
            )}
            {error.stack ? (
              <Code block className={classes.stack}>
                {error.stack}
              </Code>
            ) : (
              <Text size="xs" c="dimmed">
                {t('noStack')}
              </Text>
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
