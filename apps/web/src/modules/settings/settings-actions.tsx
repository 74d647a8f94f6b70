import {
  exportUserSettings,
  parseSettingsImport,
  settingsExportFileName,
  type UserSettings,
} from '@fbms/domain';
import { Button, FileButton, Group, Modal, Text } from '@mantine/core';
import { IconDownload, IconRestore, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download-file.ts';
import { notify } from '../../lib/notify.ts';
import { useSettingsT } from './settings.i18n.ts';
import { mySettingsQuery, replaceMySettings, resetMySettings } from './settings.queries.ts';
import { useSettingsEditor } from './settings-editor.tsx';

interface Props {
  settings: UserSettings;
  /** A message to show above the sections (an import that failed), or null to clear it. */
  onProblem: (message: string | null) => void;
}

/** Export, import and reset: the top-right actions of the settings screen. */
export function SettingsActions({ settings, onProblem }: Props) {
  const t = useSettingsT();
  const { t: tApp } = useTranslation();
  const queryClient = useQueryClient();
  const editor = useSettingsEditor();
  const resetFile = useRef<() => void>(null);
  const [confirming, setConfirming] = useState(false);

  const adopt = (result: UserSettings) => {
    queryClient.setQueryData(mySettingsQuery.queryKey, result);
    editor.forgetLocal();
  };

  const importSettings = useMutation({
    mutationFn: replaceMySettings,
    onSuccess: (result) => {
      adopt(result);
      onProblem(null);
      notify.taskComplete({ title: t('actions.importedTitle'), message: t('actions.importedMessage') });
    },
    onError: (err) => onProblem(err.message),
  });

  const reset = useMutation({
    mutationFn: resetMySettings,
    onSuccess: (result) => {
      adopt(result);
      setConfirming(false);
      onProblem(null);
      notify.taskComplete({ title: t('actions.resetDoneTitle'), message: t('actions.resetDoneMessage') });
    },
    onError: (err) => {
      setConfirming(false);
      notify.error({ title: t('actions.failedTitle'), message: err.message });
    },
  });

  const exportSettings = () => {
    const now = new Date();
    const fileName = settingsExportFileName(now);
    downloadFile(fileName, exportUserSettings(settings, now));
    notify.taskComplete({
      title: t('actions.exportedTitle'),
      message: t('actions.exportedMessage', { fileName }),
    });
  };

  const readFile = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      onProblem(t('actions.importReadFailed'));
      return;
    }
    // Fields an older or partial file leaves out keep their current value.
    const parsed = parseSettingsImport(text, settings);
    if (!parsed.ok) {
      onProblem(parsed.message);
      return;
    }
    importSettings.mutate(parsed.settings);
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={exportSettings}
        >
          {t('actions.export')}
        </Button>
        <FileButton
          onChange={(file) => void readFile(file)}
          accept="application/json,.json"
          resetRef={resetFile}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={importSettings.isPending}
            >
              {t('actions.import')}
            </Button>
          )}
        </FileButton>
        <Button
          variant="light"
          color="red"
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {t('actions.reset')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('actions.resetTitle')}
        centered
      >
        <Text size="sm">{t('actions.resetBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={reset.isPending}>
            {tApp('common.cancel')}
          </Button>
          <Button color="red" onClick={() => reset.mutate()} loading={reset.isPending}>
            {t('actions.resetConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
