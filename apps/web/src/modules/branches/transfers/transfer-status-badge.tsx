import type { TransferStatus } from '@fbms/domain';
import { Badge } from '@mantine/core';
import { useTransfersT } from './transfers.i18n.ts';

const COLORS: Record<TransferStatus, string> = {
  draft: 'gray',
  requested: 'yellow',
  approved: 'blue',
  in_transit: 'orange',
  received: 'cyan',
  closed: 'teal',
  cancelled: 'red',
};

/** A transfer slip's status as a coloured badge, in the user's language. */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const t = useTransfersT();
  return (
    <Badge variant="light" color={COLORS[status]} style={{ whiteSpace: 'nowrap' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
