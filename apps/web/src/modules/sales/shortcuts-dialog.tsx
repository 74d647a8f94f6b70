/** The register's list of keyboard shortcuts. */
import { List, Modal } from '@mantine/core';
import { usePosT } from './pos.i18n.ts';

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = usePosT();
  return (
    <Modal opened onClose={onClose} title={t('shortcuts.title')}>
      <List spacing="xs">
        {(['f2', 'enter', 'f4', 'f8', 'f9', 'payEnter', 'after', 'esc'] as const).map((k) => (
          <List.Item key={k}>{t(`shortcuts.${k}`)}</List.Item>
        ))}
      </List>
    </Modal>
  );
}
