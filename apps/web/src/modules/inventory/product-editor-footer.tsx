/** The product form's end: its form-wide error, the delete confirmation, and delete, cancel and save. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useInventoryT } from './inventory.i18n.ts';
import type { Product } from './inventory.queries.ts';
import { FORM_MESSAGE } from './product-form.ts';
import type { useProductEditor } from './use-product-editor.ts';

export function ProductEditorFooter({
  editor: { form, save, remove, confirmDelete, setConfirmDelete },
  product,
  canDelete,
  onCancel,
}: {
  editor: ReturnType<typeof useProductEditor>;
  product?: Product;
  canDelete: boolean;
  onCancel: () => void;
}) {
  const t = useInventoryT();
  const editing = product !== undefined;
  const busy = save.isPending || remove.isPending;
  return (
    <>
      {form.errors[FORM_MESSAGE] && (
        <Alert color="red" variant="light" role="alert">
          {form.errors[FORM_MESSAGE]}
        </Alert>
      )}
      {confirmDelete && (
        <Alert color="red" variant="light" title={t('form.deleteConfirmTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('form.deleteConfirm', { name: product?.name })}</Text>
            <Group gap="xs">
              <Button color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('form.deleteYes')}
              </Button>
              <Button
                variant="default"
                size="xs"
                onClick={() => setConfirmDelete(false)}
                disabled={remove.isPending}
              >
                {t('form.deleteNo')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" mt="sm">
        {editing && canDelete && !confirmDelete ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirmDelete(true)}
            disabled={busy}
          >
            {t('form.delete')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={remove.isPending}>
            {editing ? t('form.save') : t('form.submit')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
