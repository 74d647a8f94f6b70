import { checkAccess, getModule } from '@fbms/domain';
import { ActionIcon, Button } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useCurrentUser } from '../../lib/use-current-user.ts';
import { useRecordHistoryT } from './record-history.i18n.ts';

/**
 * "History" on a record's own page (product, customer, sale, user): opens the data-history screen
 * filtered to that record (issue 25). Shown only to those who may open data history (admins), once the
 * module is on.
 */
export function RecordHistoryButton({
  targetType,
  targetId,
  iconOnly,
}: {
  targetType: string;
  targetId: string;
  /** A small icon (a table row) instead of a labelled button. */
  iconOnly?: boolean;
}) {
  const t = useRecordHistoryT();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const module = getModule('data-history');
  if (
    !module.available ||
    !me ||
    !checkAccess({ role: me.user.role, isActive: me.user.isActive }, module.access).allowed
  )
    return null;
  const href = `/data-history?${new URLSearchParams({ targetType, targetId })}`;
  const go = (e: MouseEvent) => {
    e.preventDefault();
    void navigate({ href });
  };
  if (iconOnly)
    return (
      <ActionIcon
        component="a"
        href={href}
        variant="subtle"
        color="gray"
        aria-label={t('label')}
        title={t('label')}
        onClick={go}
      >
        <IconTimeline size={18} />
      </ActionIcon>
    );
  return (
    <Button
      component="a"
      href={href}
      variant="default"
      title={t('label')}
      leftSection={<IconTimeline size={16} />}
      onClick={go}
    >
      {t('history')}
    </Button>
  );
}
