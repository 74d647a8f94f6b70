import { Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight, IconUser, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type Me } from '../../lib/session.ts';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { userCountQuery } from '../../lib/user-count.query.ts';
import { GettingStartedCard } from './getting-started-card.tsx';
import classes from './home.module.css';
import { summarizePermissions } from './permission-summary.ts';
import { SalesSummaryCard } from './sales-summary-card.tsx';

/** The signed-in home: who you are, what your role lets you do, and where to go. */
export function HomeScreen() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (!me) return null;
  const { user } = me;
  const access = summarizePermissions(me.permissions);
  const role = t(`roles.${user.role}`);

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Title order={1} size="h2">
          {t('home.welcome', { name: user.firstName })}
        </Title>
        <Text c="dimmed" mt={4}>
          {user.department
            ? t('home.roleLineDept', { role, department: user.department })
            : t('home.roleLine', { role })}
        </Text>
        {user.isOwner && (
          <Text size="sm" mt={4}>
            {t('home.ownerLine')}
          </Text>
        )}
      </Card>

      {/* The steps are an administrator's work; other roles have nothing to do there. */}
      {user.role === 'admin' && <GettingStartedCard />}

      {hasPermission(me, 'pos:view') && <SalesSummaryCard />}

      <section aria-labelledby="quick-links">
        <Title order={2} size="h4" id="quick-links" mb="sm">
          {t('home.quickLinks')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <QuickLink
            to="/account"
            icon={IconUser}
            title={t('home.accountLink')}
            hint={t('home.accountLinkHint')}
          />
          {hasPermission(me, 'users:view') && <UsersLink me={me} />}
        </SimpleGrid>
      </section>

      <section aria-labelledby="can-do">
        <Title order={2} size="h4" id="can-do">
          {t('home.canDo')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('home.canDoHint')}
        </Text>
        <Paper withBorder radius="md" px="md" py="xs">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing={0}>
            {access.map(({ module, actions }) => (
              <Group
                key={module}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py={6}
                className={classes.permission}
              >
                <Text fw={600} size="sm">
                  {t(`permissions.modules.${module}`)}
                </Text>
                <Text size="sm" c="dimmed" ta="right">
                  {actions.map((a) => t(`permissions.actions.${a}`)).join(', ')}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        </Paper>
      </section>
    </Stack>
  );
}

function UsersLink({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canApprove = hasPermission(me, 'users:edit');
  const pending = useQuery({ ...userCountQuery('pending'), enabled: canApprove });
  const count = pending.data ?? 0;
  return (
    <QuickLink
      to="/users"
      icon={IconUsers}
      title={t('home.usersLink')}
      hint={canApprove && count > 0 ? t('home.pendingApprovals', { count }) : t('home.usersLinkHint')}
      highlight={canApprove && count > 0}
    />
  );
}

function QuickLink({
  to,
  icon: Icon,
  title,
  hint,
  highlight = false,
}: {
  to: '/account' | '/users';
  icon: typeof IconUser;
  title: string;
  hint: string;
  highlight?: boolean;
}) {
  return (
    <Paper component={Link} to={to} withBorder radius="md" p="md" className={classes.quickLink}>
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <Icon size={22} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c={highlight ? 'orange' : 'dimmed'} fw={highlight ? 600 : undefined}>
            {hint}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </Paper>
  );
}
