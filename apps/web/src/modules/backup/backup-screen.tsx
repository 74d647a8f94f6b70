import {
  backupContract as api,
  type Backup,
  type BackupUpload,
  formatManilaDateTime,
  type RestoreRun,
} from '@fbms/domain';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  PasswordInput,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloudUpload,
  IconDownload,
  IconRestore,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, api as client, parseErrorBody } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useBackupT } from './backup.i18n.ts';
import { backupQueries, LONG_MS } from './backup.queries.ts';
import { BackupSettingsForm } from './backup-settings-form.tsx';

/** 1.2 MB: a file size for people. */
export function formatBytes(n: number | null): string {
  if (n === null) return '—';
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

const statusColor = {
  running: 'blue',
  done: 'green',
  failed: 'red',
  deleted: 'gray',
  passed: 'green',
} as const;

/** What a restore is about to use: a listed backup or an uploaded file. */
type RestoreSource =
  | { backupId: string; label: string; when: string }
  | { uploadId: string; label: string; when: string };

/** /backup — backups (make, download, restore, delete), a restore from a file, drills, settings. */
export function BackupScreen() {
  const t = useBackupT();
  const qc = useQueryClient();
  const settings = useQuery(backupQueries.settings());
  const list = useQuery({
    ...backupQueries.list(),
    refetchInterval: (q) => (q.state.data?.items.some((b) => b.status === 'running') ? 1000 : false),
  });
  const [restoring, setRestoring] = useState<RestoreSource | null>(null);
  const [deleting, setDeleting] = useState<Backup | null>(null);

  const make = useMutation({
    mutationFn: () => client.call(api.makeBackup),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['backup'] }),
    onError: (err) => notify.error({ title: t('failed'), message: err.message }),
  });
  const running = list.data?.items.find((b) => b.status === 'running');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconCloudUpload size={18} />}
          onClick={() => make.mutate()}
          loading={make.isPending || Boolean(running)}
          disabled={settings.data ? !settings.data.passphraseSet : true}
        >
          {t('backupNow')}
        </Button>
      </Group>
      {settings.data && !settings.data.passphraseSet && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('noPassphrase')}
        </Alert>
      )}
      {running?.progress && <RunningBackup backup={running} />}
      <Title order={3}>{t('list.title')}</Title>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loader />}
      {list.data && (
        <BackupTable
          items={list.data.items}
          onRestore={(b) =>
            setRestoring({ backupId: b.id, label: b.fileName, when: formatManilaDateTime(b.startedAt) })
          }
          onDelete={setDeleting}
        />
      )}
      <RestoreFromFile onPicked={setRestoring} />
      <Drills />
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && <BackupSettingsForm view={settings.data} />}
      {restoring && <RestoreDialog source={restoring} onClose={() => setRestoring(null)} />}
      {deleting && <DeleteDialog backup={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

function RunningBackup({ backup }: { backup: Backup }) {
  const t = useBackupT();
  const p = backup.progress!;
  const size = backup.sizeBytes ?? 0;
  return (
    <Paper withBorder p="md" role="status">
      <Stack gap="xs">
        <Text size="sm">
          {p.phase === 'uploading'
            ? t('uploading', { sent: formatBytes(p.bytesSent), size: formatBytes(size) })
            : t('running', { tables: p.tablesDone, rows: p.rows.toLocaleString() })}
        </Text>
        <Progress
          value={p.phase === 'uploading' && size ? (100 * p.bytesSent) / size : 100}
          animated
          aria-label={t('backupNow')}
        />
      </Stack>
    </Paper>
  );
}

function BackupTable({
  items,
  onRestore,
  onDelete,
}: {
  items: Backup[];
  onRestore: (b: Backup) => void;
  onDelete: (b: Backup) => void;
}) {
  const t = useBackupT();
  if (items.length === 0)
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {t('list.empty')}
        </Text>
      </Paper>
    );
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={300}>
        <Table horizontalSpacing="xs" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.when')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('list.kind')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('list.size')}
              </Table.Th>
              <Table.Th visibleFrom="md">{t('list.where')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
              <Table.Th visibleFrom="md">{t('list.checksum')}</Table.Th>
              <Table.Th>{t('list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <Text size="sm">{formatManilaDateTime(b.startedAt)}</Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {t(`kinds.${b.kind}`)} · {formatBytes(b.sizeBytes)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{t(`kinds.${b.kind}`)}</Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {formatBytes(b.sizeBytes)}
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Tooltip label={b.location} withinPortal>
                    <Text size="sm">{t(`destinations.${b.destination}`)}</Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="xs" fw={700} tt="uppercase" c={statusColor[b.status]}>
                      {t(`statuses.${b.status}`)}
                    </Text>
                    {b.uploadPending && (
                      <Text size="xs" c="dimmed">
                        {t('list.resumePending')}
                      </Text>
                    )}
                    {b.error && b.status === 'failed' && (
                      <Text size="xs" c="red">
                        {b.error}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="xs" ff="monospace" title={b.sha256 ?? undefined}>
                    {b.sha256 ? b.sha256.slice(0, 12) : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {b.status === 'done' && (
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('list.download')}>
                        <Button
                          component="a"
                          href={`/api/backup/backups/${b.id}/file`}
                          download={b.fileName}
                          variant="subtle"
                          size="compact-sm"
                          aria-label={`${t('list.download')} ${b.fileName}`}
                        >
                          <IconDownload size={16} />
                        </Button>
                      </Tooltip>
                      <Tooltip label={t('list.restore')}>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={() => onRestore(b)}
                          aria-label={`${t('list.restore')} ${b.fileName}`}
                        >
                          <IconRestore size={16} />
                        </Button>
                      </Tooltip>
                      <Tooltip label={t('list.delete')}>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          onClick={() => onDelete(b)}
                          aria-label={`${t('list.delete')} ${b.fileName}`}
                        >
                          <IconTrash size={16} />
                        </Button>
                      </Tooltip>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Uploads a backup file (its raw bytes, streamed by the server to disk) and offers to restore it. */
function RestoreFromFile({ onPicked }: { onPicked: (s: RestoreSource) => void }) {
  const t = useBackupT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/backup/uploads?name=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      });
      const body = (await res.json().catch(() => null)) as BackupUpload | null;
      if (!res.ok) throw parseErrorBody(res.status, body);
      const u = body!;
      const when = formatManilaDateTime(u.header.createdAt);
      onPicked({
        uploadId: u.uploadId,
        label: t('restore.uploaded', {
          file: u.fileName,
          when,
          tables: u.header.tables,
          rows: u.header.rows,
        }),
        when,
      });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3}>{t('restore.uploadTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('restore.uploadHelp')}
        </Text>
        <Group>
          <FileButton onChange={(f) => void upload(f)} accept=".fbmsbak,application/octet-stream">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={busy}>
                {t('restore.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function RestoreDialog({ source, onClose }: { source: RestoreSource; onClose: () => void }) {
  const t = useBackupT();
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const restore = useMutation({
    mutationFn: () =>
      client.call(
        api.restore,
        {
          body: {
            ...('backupId' in source ? { backupId: source.backupId } : { uploadId: source.uploadId }),
            passphrase,
          },
        },
        { timeoutMs: LONG_MS },
      ),
    onSuccess: () => setDone(true),
    onError: (err) => setError(err.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    restore.mutate();
  };
  if (done)
    return (
      <Modal opened onClose={() => window.location.assign('/login')} title={t('restore.done')}>
        <Stack>
          <Text>{t('restore.doneText')}</Text>
          <Button onClick={() => window.location.assign('/login')}>{t('restore.signIn')}</Button>
        </Stack>
      </Modal>
    );
  return (
    <Modal
      opened
      onClose={restore.isPending ? () => undefined : onClose}
      title={t('restore.title')}
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack>
          <Text fw={500}>{source.label}</Text>
          <Text size="sm">{t('restore.what')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('restore.step1')}</List.Item>
            <List.Item>{t('restore.step2', { when: source.when })}</List.Item>
            <List.Item>{t('restore.step3')}</List.Item>
          </List>
          <PasswordInput
            label={t('restore.passphrase')}
            description={t('restore.passphraseHelp')}
            value={passphrase}
            onChange={(e) => setPassphrase(e.currentTarget.value)}
            required
            autoFocus
            data-autofocus
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {restore.isPending && (
            <Text size="sm" role="status">
              {t('restore.working')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={restore.isPending}>
              {t('restore.cancel')}
            </Button>
            <Button type="submit" color="red" loading={restore.isPending} disabled={!passphrase}>
              {t('restore.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({ backup, onClose }: { backup: Backup; onClose: () => void }) {
  const t = useBackupT();
  const qc = useQueryClient();
  const remove = useMutation({
    mutationFn: () => client.call(api.deleteBackup, { params: { id: backup.id } }),
    onSuccess: () => {
      notify.success({ title: t('deleted'), message: backup.fileName });
      void qc.invalidateQueries({ queryKey: ['backup'] });
      onClose();
    },
    onError: (err) => notify.error({ title: t('deleteTitle'), message: err.message }),
  });
  return (
    <Modal opened onClose={onClose} title={t('deleteTitle')}>
      <Stack>
        <Text size="sm">{t('deleteText', { file: backup.fileName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('restore.cancel')}
          </Button>
          <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('list.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function runSummary(t: ReturnType<typeof useBackupT>, r: RestoreRun): string {
  const res = (r.result ?? {}) as { tables?: number; rows?: number; mismatches?: unknown[] };
  if (r.status === 'running') return '';
  const compared =
    res.tables !== undefined
      ? t('drills.compared', { tables: res.tables, rows: (res.rows ?? 0).toLocaleString() })
      : '';
  const diffs = res.mismatches?.length
    ? ` · ${t('drills.differences', { count: res.mismatches.length })}`
    : '';
  return `${compared}${diffs}${r.error ? `${compared ? ' · ' : ''}${r.error}` : ''}`;
}

function Drills() {
  const t = useBackupT();
  const qc = useQueryClient();
  const runs = useQuery(backupQueries.runs());
  const drill = useMutation({
    mutationFn: () => client.call(api.drill, { body: {} }, { timeoutMs: LONG_MS }),
    onSuccess: (r) => {
      (r.status === 'passed' ? notify.success : notify.error)({
        title: r.status === 'passed' ? t('drills.drillPassed') : t('drills.drillFailed'),
        message: runSummary(t, r),
      });
      void qc.invalidateQueries({ queryKey: ['backup'] });
    },
    onError: (err) => notify.error({ title: t('drills.drillFailed'), message: err.message }),
  });
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{t('drills.title')}</Title>
        <Button variant="default" onClick={() => drill.mutate()} loading={drill.isPending}>
          {t('drills.run')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" maw={720}>
        {t('drills.help')}
      </Text>
      {runs.isError && <LoadError error={runs.error} onRetry={() => void runs.refetch()} />}
      {runs.data && runs.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('drills.empty')}
        </Text>
      )}
      {runs.data && runs.data.items.length > 0 && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={300}>
            <Table horizontalSpacing="xs" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('drills.when')}</Table.Th>
                  <Table.Th>{t('drills.kind')}</Table.Th>
                  <Table.Th>{t('drills.result')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('drills.file')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.data.items.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatManilaDateTime(r.startedAt)}</Table.Td>
                    <Table.Td>{t(`drills.kinds.${r.kind}`)}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Badge
                          color={
                            statusColor[
                              r.status === 'running' ? 'running' : r.status === 'passed' ? 'passed' : 'failed'
                            ]
                          }
                          variant="light"
                        >
                          {r.status === 'running'
                            ? t('drills.runningStatus')
                            : r.status === 'passed'
                              ? t('drills.passed')
                              : t('drills.failed')}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {runSummary(t, r)}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="xs">{r.fileName}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
