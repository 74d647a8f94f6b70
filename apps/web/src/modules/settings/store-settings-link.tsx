import { Button } from '@mantine/core';
import { IconBuildingStore, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/use-current-user.ts';

/** On the Settings screen, administrators reach the store's settings; nobody else sees the link. */
export function StoreSettingsLink() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (me?.user.role !== 'admin') return null;
  return (
    <Button
      component={Link}
      to="/settings/system"
      variant="light"
      leftSection={<IconBuildingStore size={18} aria-hidden />}
      rightSection={<IconChevronRight size={16} aria-hidden />}
      w={{ base: '100%', xs: 'auto' }}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('systemSettings.link')}
    </Button>
  );
}
