import { LOGO_MAX_BYTES, LOGO_TYPES, sniffImageType } from '@fbms/domain';
import { Alert, Box, Button, Center, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import classes from './image-field.module.css';

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

/** The texts of one image field, by key (title, hint, none, alt, upload, replace, remove, …). */
export type ImageFieldText = (
  key:
    | 'title'
    | 'hint'
    | 'none'
    | 'alt'
    | 'upload'
    | 'replace'
    | 'remove'
    | 'failedTitle'
    | 'tooBig'
    | 'wrongType'
    | 'readFailed',
) => string;

/**
 * An image kept by the server (the store's logo, its payment QR code, a product's photo): preview,
 * upload (checked here and by the server) and remove. `src` is null when there is none; without
 * `canEdit` only the preview shows.
 */
export function ImageField({
  t,
  src,
  canEdit = true,
  scope,
  upload: send,
  remove: drop,
  onUploaded,
  onRemoved,
}: {
  t: ImageFieldText;
  src: string | null;
  canEdit?: boolean;
  /** Mutations of one scope run one after another (a form saving the same record). */
  scope?: string;
  upload: (dataUrl: string) => Promise<unknown>;
  remove: () => Promise<unknown>;
  onUploaded: () => Promise<void> | void;
  onRemoved: () => Promise<void> | void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: send,
    ...(scope ? { scope: { id: scope } } : {}),
    onSuccess: onUploaded,
    onError: (err) => setProblem(err.message),
  });
  const remove = useMutation({
    mutationFn: drop,
    ...(scope ? { scope: { id: scope } } : {}),
    onSuccess: onRemoved,
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
      {canEdit && (
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
      )}
      <Group gap="md" align="center" wrap="wrap">
        <Box className={classes.box}>
          {src ? (
            <Image src={src} alt={t('alt')} h={88} w={160} fit="contain" />
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
        {canEdit && (
          <Group gap="sm">
            <FileButton onChange={(file) => void choose(file)} accept={LOGO_TYPES.join(',')} disabled={busy}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                >
                  {src ? t('replace') : t('upload')}
                </Button>
              )}
            </FileButton>
            {src && (
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
        )}
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert" title={t('failedTitle')}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
