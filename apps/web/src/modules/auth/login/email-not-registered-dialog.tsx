import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Offered after "invalid credentials" for an e-mail that never signed in on this device. The server does
 * not reveal whether the address has an account, so the text says only what we know.
 */
export function EmailNotRegisteredDialog({
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
