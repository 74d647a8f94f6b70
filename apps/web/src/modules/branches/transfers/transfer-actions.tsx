import { transfersContract as api, type TransferSlip, transferPdfPath } from '@fbms/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { api as client } from '../../../lib/api.ts';
import {
  ApproveDialog,
  CancelDialog,
  CloseDialog,
  IssueDialog,
  ReceiveDialog,
  ResolveDialog,
} from './transfer-dialogs.tsx';
import { type Step, useStep } from './transfer-step.ts';
import type { UnitOf } from './transfer-units.ts';
import { useTransfersT } from './transfers.i18n.ts';

/**
 * The steps the server says this person may take on the slip now (`slip.actions`: its status, their side
 * of the slip and their rights), and the two prints, which travel with the goods.
 */
export function TransferActions({
  slip,
  unitOf,
  onEdit,
}: {
  slip: TransferSlip;
  unitOf: UnitOf;
  onEdit: () => void;
}) {
  const t = useTransfersT();
  const step = useStep(slip);
  const [open, setOpen] = useState<Exclude<Step, 'request'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const may = (a: TransferSlip['actions'][number]) => slip.actions.includes(a);
  const request = async () => {
    setBusy(true);
    setError(null);
    const err = await step('request', () =>
      client.call(api.requestTransfer, { params: { id: slip.id }, body: { version: slip.version } }),
    );
    setError(err?.message ?? null);
    setBusy(false);
  };
  const close = () => setOpen(null);
  return (
    <Stack gap="xs" align="flex-end" data-tour="transfer-actions">
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {may('edit') && (
          <Button variant="default" onClick={onEdit}>
            {t('page.edit')}
          </Button>
        )}
        {may('request') && (
          <Button loading={busy} onClick={() => void request()}>
            {t('page.request')}
          </Button>
        )}
        {may('approve') && (
          <Button color="green" onClick={() => setOpen('approve')}>
            {t('page.approve')}
          </Button>
        )}
        {may('issue') && <Button onClick={() => setOpen('issue')}>{t('page.issue')}</Button>}
        {may('receive') && <Button onClick={() => setOpen('receive')}>{t('page.receive')}</Button>}
        {may('resolve') && slip.totalOpenMilli > 0 && (
          <Button color="orange" onClick={() => setOpen('resolve')}>
            {t('page.resolve')}
          </Button>
        )}
        {may('close') && slip.totalOpenMilli === 0 && (
          <Button variant="light" onClick={() => setOpen('close')}>
            {t('page.close')}
          </Button>
        )}
        {may('cancel') && (
          <Button variant="light" color="red" onClick={() => setOpen('cancel')}>
            {t('page.cancel')}
          </Button>
        )}
        <Button
          variant="light"
          component="a"
          href={transferPdfPath(slip.id, 'a4')}
          target="_blank"
          rel="noopener"
          leftSection={<IconPrinter size={16} />}
        >
          {t('page.printA4')}
        </Button>
        <Button
          variant="light"
          component="a"
          href={transferPdfPath(slip.id, '80mm')}
          target="_blank"
          rel="noopener"
          leftSection={<IconPrinter size={16} />}
        >
          {t('page.print80')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {open === 'approve' && <ApproveDialog slip={slip} unitOf={unitOf} onClose={close} />}
      {open === 'issue' && <IssueDialog slip={slip} unitOf={unitOf} onClose={close} />}
      {open === 'receive' && <ReceiveDialog slip={slip} unitOf={unitOf} onClose={close} />}
      {open === 'resolve' && <ResolveDialog slip={slip} unitOf={unitOf} onClose={close} />}
      {open === 'close' && <CloseDialog slip={slip} onClose={close} />}
      {open === 'cancel' && <CancelDialog slip={slip} onClose={close} />}
    </Stack>
  );
}
