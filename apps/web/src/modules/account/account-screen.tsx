import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SessionTimeoutCard } from './session-timeout-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

export function AccountScreen() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (!me) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('account.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        <Stack gap="md">
          <ProfileCard me={me} />
          <SessionTimeoutCard />
        </Stack>
        <ChangePasswordCard />
      </SimpleGrid>
      <SessionsCard />
    </Stack>
  );
}
