import { Group, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSettingsT } from './settings.i18n.ts';
import type { SaveStatus } from './settings-editor.tsx';

/** "Saving…" while a change is on its way, "Saved" for a moment after. */
export function SaveMark({ status }: { status: SaveStatus | undefined }) {
  const t = useSettingsT();
  return (
    <Text component="span" size="xs" aria-live="polite" display="inline-block" ml={status ? 6 : 0}>
      {status === 'saving' && (
        <Group component="span" gap={4} c="dimmed" display="inline-flex">
          <Loader size={10} />
          {t('saving')}
        </Group>
      )}
      {status === 'saved' && (
        <Group component="span" gap={4} c="green.8" display="inline-flex" data-testid="saved-mark">
          <IconCheck size={12} aria-hidden />
          {t('saved')}
        </Group>
      )}
    </Text>
  );
}

/** A field's description: its hint, then its save state. */
export function describe(hint: ReactNode | undefined, status: SaveStatus | undefined): ReactNode {
  if (!hint && !status) return undefined;
  return (
    <>
      {hint}
      <SaveMark status={status} />
    </>
  );
}
