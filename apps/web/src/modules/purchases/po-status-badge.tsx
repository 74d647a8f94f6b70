import type { PoStatus } from '@fbms/domain';
import { Badge } from '@mantine/core';
import { usePurchasesT } from './purchases.i18n.ts';

const COLORS: Record<PoStatus, string> = {
  draft: 'gray',
  submitted: 'yellow',
  approved: 'blue',
  partly_received: 'cyan',
  received: 'teal',
  closed: 'dark',
  cancelled: 'red',
};

/** A purchase order's status as a coloured badge, in the user's language. */
export function PoStatusBadge({ status }: { status: PoStatus }) {
  const t = usePurchasesT();
  return (
    <Badge variant="light" color={COLORS[status]} style={{ whiteSpace: 'nowrap' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Thousandths as a quantity: 12500 → "12.5". */
export const formatQty = (milli: number) =>
  (milli / 1000).toLocaleString('en-PH', { maximumFractionDigits: 3 });

/** What the signed-in person may do with purchase orders. */
export function rightsOf(permissions: readonly string[] | undefined) {
  const has = (a: string) => permissions?.includes(`purchases:${a}`) ?? false;
  return { create: has('create'), edit: has('edit'), approve: has('approve'), receive: has('receive') };
}
