import { ActionIcon, Affix, Drawer, Indicator, Modal, Tooltip } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { type Health, healthQuery } from '../top-bar/server-status.tsx';
import { useTourState } from '../tour/tour-state.ts';
import { errorStore } from './capture.ts';
import { useErrorMonitorT } from './error-monitor.i18n.ts';
import classes from './error-monitor.module.css';
import { type ErrorFilter, ErrorPanel } from './error-panel.tsx';
import { type CapturedError, filterErrors, type ReportMeta } from './error-store.ts';
import { copyText, downloadText, reportFileName, reportJson } from './report-actions.ts';

/** Seed 001 §9: the panel refreshes every 2 s while open, the button's count every 30 s. */
export const PANEL_REFRESH_MS = 2000;
export const COUNT_REFRESH_MS = 30_000;
/** Seed 001 §9: auto-copy 3 s after a new error arrives. */
export const AUTO_COPY_DELAY_MS = 3000;

const AUTO_COPY_KEY = 'fbms-error-monitor-auto-copy';
/** Clear of the phone's bottom navigation (68 px) with the usual margin. */
const PHONE_BOTTOM = 68 + 16;

function readAutoCopy(): boolean {
  try {
    return window.localStorage.getItem(AUTO_COPY_KEY) === 'on';
  } catch {
    return false;
  }
}

function writeAutoCopy(on: boolean) {
  try {
    if (on) window.localStorage.setItem(AUTO_COPY_KEY, 'on');
    else window.localStorage.removeItem(AUTO_COPY_KEY);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
}

/** The number of distinct errors: at once when one is added or cleared, and re-read every 30 s. */
function useErrorCount(): number {
  const [count, setCount] = useState(() => errorStore.getErrors().length);
  useEffect(() => {
    const read = () => setCount(errorStore.getErrors().length);
    read();
    const unsubscribe = errorStore.subscribe(read);
    const timer = setInterval(read, COUNT_REFRESH_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, []);
  return count;
}

/**
 * The floating error-count button and the Error Monitor it opens (a drawer on a desktop, the full
 * screen on a phone). The button shows only while there are errors, so a normal day shows nothing.
 * The signed-in frame mounts this for administrators only: errors of every user are still captured
 * and sent to the server log, but a cashier is not shown a red button about the app's faults.
 */
export function ErrorMonitor({ mobile, userId }: { mobile: boolean; userId: string }) {
  const t = useErrorMonitorT();
  const queryClient = useQueryClient();
  const count = useErrorCount();
  const tour = useTourState();
  const [opened, setOpened] = useState(false);
  const [filter, setFilter] = useState<ErrorFilter>('recent');
  const [snapshot, setSnapshot] = useState(() => ({ errors: errorStore.getErrors(), now: Date.now() }));
  const [autoCopy, setAutoCopy] = useState(readAutoCopy);

  const refresh = useCallback(() => setSnapshot({ errors: errorStore.getErrors(), now: Date.now() }), []);

  useEffect(() => {
    if (!opened) return;
    refresh();
    const timer = setInterval(refresh, PANEL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [opened, refresh]);

  const meta = useCallback(
    (which: ErrorFilter): ReportMeta => ({
      now: Date.now(),
      path: window.location.pathname,
      userAgent: navigator.userAgent,
      userId,
      appVersion: queryClient.getQueryData<Health>(healthQuery.queryKey)?.version,
      filter: which,
    }),
    [queryClient, userId],
  );

  const latestMeta = useRef(meta);
  latestMeta.current = meta;
  useEffect(() => {
    if (!autoCopy) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = errorStore.onNewError((error: CapturedError) => {
      const timer = setTimeout(async () => {
        timers.delete(timer);
        const current = errorStore.getErrors().find((e) => e.id === error.id) ?? error;
        const copied = await copyText(reportJson([current], latestMeta.current('all')));
        if (copied)
          notify.info({
            id: 'error-monitor-auto-copy',
            title: t('toast.autoCopyTitle'),
            message: t('toast.autoCopied'),
          });
        else
          notify.warning({
            id: 'error-monitor-auto-copy',
            title: t('toast.copyFailedTitle'),
            message: t('toast.copyFailedMessage'),
          });
      }, AUTO_COPY_DELAY_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [autoCopy, t]);

  const shown = filterErrors(snapshot.errors, filter, snapshot.now);

  const copy = async () => {
    const ok = await copyText(reportJson(shown, meta(filter)));
    if (ok) notify.success({ title: t('toast.copiedTitle'), message: t('toast.copiedMessage') });
    else notify.warning({ title: t('toast.copyFailedTitle'), message: t('toast.copyFailedMessage') });
  };

  const download = () => {
    const now = Date.now();
    const file = reportFileName(now);
    downloadText(reportJson(shown, { ...meta(filter), now }), file);
    notify.taskComplete({
      title: t('toast.downloadedTitle'),
      message: t('toast.downloadedMessage', { file }),
    });
  };

  const clear = () => {
    errorStore.clear();
    refresh();
    notify.success({ title: t('toast.clearedTitle'), message: t('toast.clearedMessage') });
  };

  const toggleAutoCopy = (on: boolean) => {
    setAutoCopy(on);
    writeAutoCopy(on);
    notify.info({
      id: 'error-monitor-auto-copy',
      title: t('toast.autoCopyTitle'),
      message: on ? t('toast.autoCopyOn') : t('toast.autoCopyOff'),
    });
  };

  const panel = (
    <ErrorPanel
      errors={shown}
      now={snapshot.now}
      filter={filter}
      onFilter={setFilter}
      autoCopy={autoCopy}
      onAutoCopy={toggleAutoCopy}
      onRefresh={refresh}
      onCopy={() => void copy()}
      onDownload={download}
      onClear={clear}
    />
  );
  const close = () => setOpened(false);
  const label = t('button', { count });
  // The tour's card sits at the screen's edge on a phone and beside its target elsewhere; the button
  // steps aside while a tour runs rather than cover a step.
  const showButton = count > 0 && tour.status !== 'running';

  return (
    <>
      {showButton && (
        <Affix position={{ bottom: mobile ? PHONE_BOTTOM : 24, right: mobile ? 16 : 24 }} zIndex={150}>
          <Tooltip label={label} position="left">
            <Indicator
              label={count > 99 ? '99+' : count}
              size={20}
              color="red"
              withBorder
              offset={4}
              styles={{ indicator: { fontWeight: 700 } }}
            >
              <ActionIcon
                size={52}
                radius="xl"
                variant="default"
                color="red"
                className={classes.fab}
                onClick={() => setOpened(true)}
                aria-label={label}
                aria-haspopup="dialog"
              >
                <IconBug size={26} color="var(--mantine-color-red-filled)" />
              </ActionIcon>
            </Indicator>
          </Tooltip>
        </Affix>
      )}
      {mobile ? (
        <Modal opened={opened} onClose={close} fullScreen title={t('title')} radius={0}>
          {panel}
        </Modal>
      ) : (
        <Drawer opened={opened} onClose={close} position="right" size="lg" title={t('title')}>
          {panel}
        </Drawer>
      )}
    </>
  );
}
