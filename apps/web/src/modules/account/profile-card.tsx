import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, type Me } from '../auth/auth.queries.ts';

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} component="div">
        {value}
      </Text>
    </div>
  );
}

export function ProfileCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { user } = me;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('account.profile')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t('account.name')} value={fullName(user)} />
        <Fact label={t('account.email')} value={user.email} />
        <Fact label={t('account.department')} value={user.department || t('account.none')} />
        <Fact
          label={t('account.role')}
          value={
            <Group gap={6}>
              {t(`roles.${user.role}`)}
              {user.isOwner && (
                <Badge size="xs" variant="light">
                  {t('shell.owner')}
                </Badge>
              )}
            </Group>
          }
        />
      </SimpleGrid>
    </Card>
  );
}
