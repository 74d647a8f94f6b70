import { z } from 'zod';

/** The sections of the store's settings, in screen order. */
export const SYSTEM_SECTION_IDS = [
  'business',
  'tax',
  'integrations',
  'backup',
  'posControls',
  'support',
  'maintenance',
] as const;
export type SystemSectionId = (typeof SYSTEM_SECTION_IDS)[number];

/** `/settings/system?section=support` opens that section (links from the getting-started checklist). */
export const systemSettingsSearch = z.object({
  section: z.enum(SYSTEM_SECTION_IDS).optional().catch(undefined),
});
