import { formatTin, normalizeTin, TIN_MESSAGE, TIN_PATTERN } from '@fbms/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextInputProps, 'onBlur'> & {
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Told the TIN written 123-456-789-000 when the person leaves a complete one. */
  onFormat: (tin: string) => void;
};

/**
 * The store's TIN (first-run setup, store settings): checked by the shared `tinSchema` in the browser and
 * on the server; its refusal, from either, is shown in the page's language.
 */
export function TinInput({ error, onBlur, onFormat, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <TextInput
      inputMode="numeric"
      {...props}
      error={error === TIN_MESSAGE ? t('setup.tinInvalid') : error}
      onBlur={(e) => {
        const value = e.currentTarget.value;
        if (TIN_PATTERN.test(normalizeTin(value))) onFormat(formatTin(value));
        onBlur?.(e);
      }}
    />
  );
}
