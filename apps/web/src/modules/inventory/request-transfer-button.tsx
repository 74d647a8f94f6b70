import { transfersContract } from '@fbms/domain';
import { Button, Menu } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { moduleTexts } from '../../i18n/module-texts.ts';
import { api } from '../../lib/api.ts';
import { hasPermission } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';

const useT = moduleTexts(
  'inventoryTransfer',
  {
    request: 'Request a transfer',
    requestHelp: 'Ask another location to send what is under its minimum here',
    to: 'To (receiving location)',
  },
  {
    request: 'Humiling ng paglilipat',
    requestHelp: 'Hilingin sa ibang lokasyon na ipadala rito ang mga mababa sa minimum',
    to: 'Papunta (lokasyong tatanggap)',
  },
);

/** The transfer screens' locations (the same key as theirs, so the cache is shared). */
const transferOptions = queryOptions({
  queryKey: ['transfers', 'options'],
  queryFn: () => api.call(transfersContract.transferOptions, {}),
});

/**
 * "Request a transfer" on the inventory's low-stock list (issue 26): opens a new slip to one of my locations, its
 * lines filled with what that location lacks (GET /api/stock/transfers/low-stock). With several
 * locations, the person picks the one that needs the goods. Only for those who may transfer.
 */
export function RequestTransferButton() {
  const t = useT();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const allowed = me ? hasPermission(me, 'inventory:transfer') : false;
  const options = useQuery({ ...transferOptions, enabled: allowed });
  const mine = options.data?.fromLocations ?? [];
  if (!allowed || mine.length === 0) return null;
  const go = (toLocationId: string) =>
    void navigate({ to: '/branches/transfers/new', search: { lowStockTo: toLocationId } });
  const button = (onClick?: () => void) => (
    <Button
      variant="light"
      size="sm"
      leftSection={<IconTruckDelivery size={16} />}
      title={t('requestHelp')}
      onClick={onClick}
    >
      {t('request')}
    </Button>
  );
  if (mine.length === 1) return button(() => go(mine[0]!.id));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button()}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('to')}</Menu.Label>
        {mine.map((l) => (
          <Menu.Item key={l.id} onClick={() => go(l.id)}>
            {l.name} · {l.branchName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
