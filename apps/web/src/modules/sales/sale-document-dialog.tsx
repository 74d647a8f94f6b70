import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSaleDocsT } from './sale-documents.i18n.ts';

/**
 * The frame of the void and return dialogs: what the action does, the server's refusal as it words
 * it, the fields, Cancel and the action (Enter in a field sends it).
 */
export function SaleDocumentDialog(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  explain: string;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  danger?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useSaleDocsT();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <Stack>
          <Text size="sm">{props.explain}</Text>
          {props.error && (
            <Alert color="red" role="alert">
              {props.error}
            </Alert>
          )}
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color={props.danger ? 'red' : undefined} loading={props.busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
