import { ActionIcon, Kbd, Menu, Tooltip } from '@mantine/core';
import { IconBook2, IconHelp, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dispatchTour } from '../tour/tour-state.ts';
import { openHelpDialog } from './help-dialog-state.ts';

/** "Help & Docs" and "Take a tour" as menu items (the help button's menu and the user menu). */
export function HelpMenuItems({ showShortcut = true }: { showShortcut?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Item leftSection={<IconBook2 size={16} stroke={1.7} />} onClick={openHelpDialog}>
        {t('helpDialog.open')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconRoute size={16} stroke={1.7} />}
        rightSection={showShortcut ? <Kbd size="xs">{t('helpDialog.tourShortcut')}</Kbd> : undefined}
        onClick={() => dispatchTour({ type: 'pick' })}
      >
        {t('helpDialog.tour')}
      </Menu.Item>
    </>
  );
}

/** The top bar's help button: Help & Docs and the tours. */
export function HelpMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('helpDialog.menuLabel')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('helpDialog.menuLabel')}
            data-tour="help-button"
          >
            <IconHelp size={20} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <HelpMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}
