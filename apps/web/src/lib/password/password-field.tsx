import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is reachable by keyboard. The button's name avoids the word
 * "password" so that the field's label ("Password") stays the only element with that name.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
      {...props}
    />
  );
}
