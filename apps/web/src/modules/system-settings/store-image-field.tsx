import { LOGO_MAX_BYTES, LOGO_TYPES, sniffImageType } from '@fbms/domain';
import { Alert, Box, Button, Center, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import classes from './system-settings.module.css';
import {
  imageUrl,
  removeImage,
  type StoreImage,
  type SystemSettingsView,
  systemSettingsQuery,
  uploadImage,
} from './system-settings.queries.ts';

function toDataUrl(bytes: Uint8Array, type: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

type Checked = { ok: true; dataUrl: string } | { ok: false; problem: 'tooBig' | 'wrongType' | 'readFailed' };

/**
 * The quick check in the browser: size, then the type read from the file's first bytes (as the server
 * does; the name and the declared type prove nothing). The server checks again and has the last word.
 */
async function checkImageFile(file: Blob): Promise<Checked> {
  if (file.size > LOGO_MAX_BYTES) return { ok: false, problem: 'tooBig' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, problem: 'readFailed' };
  }
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, problem: 'wrongType' };
  return { ok: true, dataUrl: toDataUrl(bytes, type) };
}

/**
 * One of the store's images (the logo, the payment QR code): preview, upload (checked here and by the
 * server) and remove.
 */
export function StoreImageField({ view, kind }: { view: SystemSettingsView; kind: StoreImage }) {
  const { t: translate } = useTranslation();
  const t = (key: string): string => translate(`systemSettings.${kind}.${key}` as never);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const present = kind === 'logo' ? view.businessInfo.hasLogo : view.payments.hasPaymentQr;

  const refresh = () => queryClient.invalidateQueries({ queryKey: systemSettingsQuery.queryKey });

  const upload = useMutation({
    mutationFn: (dataUrl: string) => uploadImage(kind, dataUrl),
    scope: { id: 'settings-system' },
    onSuccess: async () => {
      await refresh();
      notify.success({
        title: t('uploadedTitle'),
        message: t('uploadedMessage'),
      });
    },
    onError: (err) => setProblem(err.message),
  });

  const remove = useMutation({
    mutationFn: () => removeImage(kind),
    scope: { id: 'settings-system' },
    onSuccess: async () => {
      await refresh();
      notify.success({
        title: t('removedTitle'),
        message: t('removedMessage'),
      });
    },
    onError: (err) => setProblem(err.message),
  });

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const checked = await checkImageFile(file);
    if (!checked.ok) {
      setProblem(t(checked.problem));
      return;
    }
    upload.mutate(checked.dataUrl);
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('hint')}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        <Box className={classes.logoBox}>
          {present ? (
            <Image src={imageUrl(kind, view.updatedAt)} alt={t('alt')} h={88} w={160} fit="contain" />
          ) : (
            <Center h={88} w={160}>
              <Stack gap={2} align="center">
                <IconPhoto size={24} stroke={1.5} aria-hidden />
                <Text size="xs" c="dimmed">
                  {t('none')}
                </Text>
              </Stack>
            </Center>
          )}
        </Box>
        <Group gap="sm">
          <FileButton onChange={(file) => void choose(file)} accept={LOGO_TYPES.join(',')} disabled={busy}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {present ? t('replace') : t('upload')}
              </Button>
            )}
          </FileButton>
          {present && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              disabled={busy}
              onClick={() => {
                setProblem(null);
                remove.mutate();
              }}
            >
              {t('remove')}
            </Button>
          )}
        </Group>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert" title={t('failedTitle')}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
