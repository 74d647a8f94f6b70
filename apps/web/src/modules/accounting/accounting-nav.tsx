import { Tabs } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useAccountingT } from './accounting.i18n.ts';

const TABS = [
  { to: '/accounting', key: 'chart' },
  { to: '/accounting/journal', key: 'journal' },
  { to: '/accounting/periods', key: 'periods' },
  { to: '/accounting/reports', key: 'reports' },
] as const;

/** The accounting screens' tabs: each a link, the current screen's selected. */
export function AccountingNav() {
  const t = useAccountingT();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = TABS.find((tab) => tab.to === pathname.replace(/\/$/, ''))?.to ?? null;
  return (
    <Tabs value={current} aria-label={t('nav.label')}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {TABS.map((tab) => (
          <Tabs.Tab
            key={tab.to}
            value={tab.to}
            renderRoot={(props) => <Link {...props} to={tab.to} />}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t(`nav.${tab.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
