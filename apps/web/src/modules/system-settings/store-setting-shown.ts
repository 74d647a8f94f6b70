import { isSettingShown, SYSTEM_SETTING_RULES } from '@fbms/domain';
import type { SystemSectionId } from './system-settings.search.ts';

/**
 * Whether the Store settings screen offers a setting (by dotted path, `logo` and `paymentQr` for the
 * images): only what has landed and what something reads (packages/domain/src/settings/system-setting-needs.ts).
 * The screen is an administrator's.
 */
export const storeSettingShown = (path: string) => isSettingShown(path, 'admin', SYSTEM_SETTING_RULES);

/** The settings each section holds; a section with none offered is left out. */
const SECTION_SETTINGS: Record<SystemSectionId, readonly string[]> = {
  business: ['businessInfo.name'],
  tax: ['bir.vatRegistered', 'bir.rdoCode'],
  integrations: [
    'paymentQr',
    'integration.paymentGateways',
    'integration.emailService',
    'integration.smsService',
  ],
  backup: ['backup'],
  posControls: [
    'posControls.cashOutApprovalAboveCentavos',
    'posControls.shortOverApprovalAboveCentavos',
    'posControls.returnsNeedApproval',
  ],
  support: ['support'],
  maintenance: ['maintenance'],
};

export const storeSectionShown = (id: SystemSectionId) => SECTION_SETTINGS[id].some(storeSettingShown);
