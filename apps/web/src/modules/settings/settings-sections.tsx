import {
  IconAdjustments,
  IconBell,
  IconChartBar,
  IconLayoutSidebar,
  IconLock,
  IconPackage,
  IconPalette,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { DisplaySection } from './display-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { InventorySection } from './inventory-section.tsx';
import { MenuSection } from './menu-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { ReportsSection } from './reports-section.tsx';
import { SecuritySection } from './security-section.tsx';

export const SECTION_IDS = [
  'general',
  'notifications',
  'display',
  'inventory',
  'reports',
  'privacy',
  'security',
  'menu',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The settings each section holds, by path prefix: a section with none offered is left out. */
export const SECTION_SETTINGS: Record<SectionId, readonly string[]> = {
  general: ['theme', 'language', 'dateFormat', 'timeFormat', 'timezone', 'currency'],
  notifications: ['notifications'],
  display: ['display'],
  inventory: ['inventory'],
  reports: ['reports'],
  privacy: ['privacy'],
  security: ['security'],
  menu: ['menuVisibility'],
};

export const SECTIONS: Record<
  SectionId,
  { Component: ComponentType; Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }> }
> = {
  general: { Component: GeneralSection, Icon: IconAdjustments },
  notifications: { Component: NotificationsSection, Icon: IconBell },
  display: { Component: DisplaySection, Icon: IconPalette },
  inventory: { Component: InventorySection, Icon: IconPackage },
  reports: { Component: ReportsSection, Icon: IconChartBar },
  privacy: { Component: PrivacySection, Icon: IconShieldCheck },
  security: { Component: SecuritySection, Icon: IconLock },
  menu: { Component: MenuSection, Icon: IconLayoutSidebar },
};
