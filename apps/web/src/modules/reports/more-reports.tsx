import { checkAccess, getModule, type ModuleId } from '@fbms/domain';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Me } from '../../lib/session.ts';
import { hasPermission } from '../../lib/session.ts';
import { useReportsT } from './reports.i18n.ts';

/**
 * The report screens other modules already have, each with the gate its route keeps
 * (sales.routes.tsx, accounting.routes.tsx, collections.routes.tsx, inventory-screen.tsx,
 * payables.routes.tsx): a link shows only to whom the screen opens.
 */
const MORE = [
  { key: 'posReports', to: '/sales-history/reports', module: 'sales-history', exporter: true },
  { key: 'statements', to: '/accounting/reports', module: 'accounting', exporter: false },
  { key: 'receivables', to: '/customers/transactions', module: 'customer-transactions', exporter: false },
  // The valuation card on /inventory shows to those who may export reports.
  { key: 'valuation', to: '/inventory', module: 'inventory', exporter: true },
  { key: 'payables', to: '/purchases/payables', module: 'purchases', exporter: false },
] as const satisfies readonly { key: string; to: string; module: ModuleId; exporter: boolean }[];

export function moreReportsFor(me: Me) {
  const { role, isActive } = me.user;
  return MORE.filter(
    (m) =>
      getModule(m.module).available &&
      checkAccess({ role, isActive }, getModule(m.module).access).allowed &&
      (!m.exporter || hasPermission(me, 'reports:export')),
  );
}

export function MoreReports({ me }: { me: Me }) {
  const t = useReportsT();
  const links = moreReportsFor(me);
  if (links.length === 0) return null;
  return (
    <Paper withBorder p="md" data-tour="reports-more" component="nav" aria-labelledby="reports-more-title">
      <Title order={3} size="h5" id="reports-more-title">
        {t('more.title')}
      </Title>
      <Stack gap={6} mt="xs">
        {links.map((m) => (
          <Anchor key={m.key} component={Link} to={m.to} size="sm">
            {t(`more.${m.key}`)}
          </Anchor>
        ))}
      </Stack>
    </Paper>
  );
}
