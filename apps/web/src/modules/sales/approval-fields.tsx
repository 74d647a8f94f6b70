/** The pay dialog's manager approval: why it is needed, and the manager's e-mail and password. */
import { Alert, Stack } from '@mantine/core';
import { CredentialFields } from '../../lib/credential-fields.tsx';
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
      <CredentialFields
        value={approval}
        onChange={(c) => onChange({ ...approval, ...c })}
        emailLabel={t('approval.email')}
        passwordLabel={t('approval.password')}
      />
    </Stack>
  );
}
