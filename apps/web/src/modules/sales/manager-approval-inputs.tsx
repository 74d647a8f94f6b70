import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useSaleDocsT } from './sale-documents.i18n.ts';

export interface ManagerApproval {
  email: string;
  password: string;
}

/** A manager's e-mail and password typed on the cashier's screen (void and return dialogs). */
export function ManagerApprovalInputs({
  value,
  onChange,
  errors = {},
}: {
  value: ManagerApproval;
  onChange: (v: ManagerApproval) => void;
  errors?: { email?: string | undefined; password?: string | undefined };
}) {
  const t = useSaleDocsT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('email')}
        type="email"
        autoComplete="off"
        withAsterisk
        value={value.email}
        error={errors.email}
        onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
      />
      <PasswordInput
        label={t('password')}
        autoComplete="off"
        withAsterisk
        value={value.password}
        error={errors.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
