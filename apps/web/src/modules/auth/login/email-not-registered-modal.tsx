import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The dialog itself, loaded by email-not-registered-dialog.tsx the first time it opens. The server does
 * not reveal whether the address has an account, so the text says only what we know.
 */
export function EmailNotRegisteredModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('login.notRegisteredTitle')} centered>
      <Text>{t('login.notRegisteredBody')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onCreate} data-autofocus>
          {t('login.notRegisteredCreate')}
        </Button>
      </Group>
    </Modal>
  );
}
