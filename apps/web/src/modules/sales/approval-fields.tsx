/** The pay dialog's manager approval: why it is needed, and the manager's e-mail and password. */
import { Alert, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { usePosT } from './pos.i18n.ts';
import type { Approval } from './use-complete-sale.ts';

export function ApprovalFields({
  approval,
  onChange,
}: {
  approval: Approval;
  onChange: (a: Approval) => void;
}) {
  const t = usePosT();
  return (
    <Stack gap="xs">
      <Alert color="yellow" title={t('approval.title')}>
        {t('approval.reason', { reason: approval.reason })}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('approval.email')}
          type="email"
          autoComplete="off"
          value={approval.email}
          onChange={(e) => onChange({ ...approval, email: e.currentTarget.value })}
        />
        <PasswordInput
          label={t('approval.password')}
          autoComplete="off"
          value={approval.password}
          onChange={(e) => onChange({ ...approval, password: e.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  );
}
