/** An e-mail and password pair checked on the spot: a manager's approval, or the next cashier's sign-in. */
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
}: {
  value: Credentials;
  onChange: (c: Credentials) => void;
  emailLabel: string;
  passwordLabel: string;
  error?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <TextInput
        label={emailLabel}
        type="email"
        autoComplete="off"
        value={value.email}
        error={error}
        onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
      />
      <PasswordInput
        label={passwordLabel}
        autoComplete="off"
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

/** The pair as the API takes it, or null when not filled in. */
export const filledIn = (c: Credentials) =>
  c.email.trim() && c.password ? { email: c.email, password: c.password } : null;
