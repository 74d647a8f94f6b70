/**
 * An e-mail and password pair checked on the spot by the server: a manager's approval (a discount, a
 * void, a return, a cash-out, a short count) or the next cashier's sign-in at a hand-over.
 */
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';

export interface Credentials {
  email: string;
  password: string;
}

export const NO_CREDENTIALS: Credentials = { email: '', password: '' };

export function CredentialFields({
  value,
  onChange,
  emailLabel,
  passwordLabel,
  error,
  errors = {},
  required = false,
}: {
  value: Credentials;
  onChange: (c: Credentials) => void;
  emailLabel: string;
  passwordLabel: string;
  /** One message for the pair, under the e-mail. */
  error?: string | undefined;
  errors?: { email?: string | undefined; password?: string | undefined };
  required?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <TextInput
        label={emailLabel}
        type="email"
        autoComplete="off"
        withAsterisk={required}
        value={value.email}
        error={error ?? errors.email}
        onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
      />
      <PasswordInput
        label={passwordLabel}
        autoComplete="off"
        withAsterisk={required}
        value={value.password}
        error={errors.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

/** The pair as the API takes it, or null when not filled in. */
export const filledIn = (c: Credentials) =>
  c.email.trim() && c.password ? { email: c.email, password: c.password } : null;
