import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconKey, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What saving does with a stored key: leave it, replace it with the typed one, or remove it. */
export type KeyAction = 'keep' | 'replace' | 'clear';

export interface SecretValues {
  apiKey: string;
  keyAction: KeyAction;
}

/**
 * A write-only secret. The server only says whether one is stored ("Set" / "Not set"); a new one is
 * typed into a password box and sent once. Nothing here can show a stored key: the browser never has it.
 */
export function SecretKeyField({
  action,
  onAction,
  keyInput,
  isSet,
  name,
}: {
  action: KeyAction;
  /** Changes the action and empties the typed key. */
  onAction: (next: KeyAction) => void;
  /** The form's props for the new key's input. */
  keyInput: GetInputPropsReturnType;
  isSet: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const setAction = onAction;

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {t('systemSettings.integrations.apiKey', { name })}
        </Text>
        <Badge variant="light" color={isSet ? 'green' : 'gray'}>
          {isSet ? t('systemSettings.integrations.keySet') : t('systemSettings.integrations.keyNotSet')}
        </Badge>
        {action === 'clear' && (
          <Text size="sm" c="red">
            {t('systemSettings.integrations.keyWillClear')}
          </Text>
        )}
      </Group>
      {action === 'replace' && (
        <TextInput
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          label={t('systemSettings.integrations.newKey', { name })}
          {...keyInput}
        />
      )}
      <Group gap="xs">
        {action === 'keep' ? (
          <>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconKey size={14} aria-hidden />}
              onClick={() => setAction('replace')}
            >
              {isSet ? t('systemSettings.integrations.replaceKey') : t('systemSettings.integrations.addKey')}
            </Button>
            {isSet && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setAction('clear')}
              >
                {t('systemSettings.integrations.clearKey')}
              </Button>
            )}
          </>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setAction('keep')}
          >
            {t('systemSettings.integrations.keepKey')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The key as PATCH takes it: omitted keeps the stored one, '' removes it, a value replaces it. */
export function keyPatch({ apiKey, keyAction }: SecretValues): { apiKey?: string } {
  if (keyAction === 'clear') return { apiKey: '' };
  if (keyAction === 'replace' && apiKey.trim() !== '') return { apiKey: apiKey.trim() };
  return {};
}
