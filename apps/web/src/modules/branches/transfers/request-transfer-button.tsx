import { Button, Menu } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { hasPermission } from '../../../lib/session.ts';
import { useCurrentUser } from '../../../lib/use-current-user.ts';
import { useTransfersT } from './transfers.i18n.ts';
import { transfersQueries } from './transfers.queries.ts';

/**
 * "Request a transfer" on the inventory's low-stock list: opens a new slip to one of my locations, its
 * lines filled with what that location lacks (GET /api/stock/transfers/low-stock). With several
 * locations, the person picks the one that needs the goods. Only for those who may transfer.
 */
export function RequestTransferButton() {
  const t = useTransfersT();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const allowed = me ? hasPermission(me, 'inventory:transfer') : false;
  const options = useQuery({ ...transfersQueries.options(), enabled: allowed });
  const mine = options.data?.fromLocations ?? [];
  if (!allowed || mine.length === 0) return null;
  const go = (toLocationId: string) =>
    void navigate({ to: '/branches/transfers/new', search: { lowStockTo: toLocationId } });
  const button = (onClick?: () => void) => (
    <Button
      variant="light"
      size="sm"
      leftSection={<IconTruckDelivery size={16} />}
      title={t('lowStock.requestHelp')}
      onClick={onClick}
    >
      {t('lowStock.request')}
    </Button>
  );
  if (mine.length === 1) return button(() => go(mine[0]!.id));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button()}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('form.to')}</Menu.Label>
        {mine.map((l) => (
          <Menu.Item key={l.id} onClick={() => go(l.id)}>
            {l.name} · {l.branchName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
