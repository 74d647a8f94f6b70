import type { SettingConsumer, SettingRule } from './setting-needs.ts';

/**
 * The store's settings (system_settings) by dotted path, like USER_SETTING_RULES: what each needs before
 * the Store settings screen shows it, and the code that honours it. `logo` and `paymentQr` are the
 * store's two images.
 */
const web = (path: string, reads: string): SettingConsumer => ({ file: `apps/web/src/${path}`, reads });
const server = (path: string, reads: string): SettingConsumer => ({ file: `apps/server/src/${path}`, reads });
const domain = (path: string, reads: string): SettingConsumer => ({
  file: `packages/domain/src/${path}`,
  reads,
});

const SALE_PLAN = 'modules/sales/sale-plan.ts';
const SALE_WRITES = 'modules/sales/sale-writes.repository.ts';
const INVOICE = 'sales/invoice.ts';
/** The sale copies the business details into its seller block, which the invoice prints. */
const printed = (reads: string): SettingRule => ({
  need: 'core',
  honouredBy: [server(SALE_PLAN, 'const info = a.settings?.info'), domain(INVOICE, reads)],
});

export const SYSTEM_SETTING_RULES: Readonly<Record<string, SettingRule>> = {
  'businessInfo.name': printed('seller.name'),
  'businessInfo.businessStyle': printed('seller.businessStyle'),
  'businessInfo.address': printed('seller.address'),
  'businessInfo.phone': printed('seller.phone'),
  'businessInfo.taxId': printed('seller.tin'),
  'businessInfo.email': {
    need: 'core',
    honouredBy: [server('modules/sales/e-receipt.service.ts', 'replyTo: sale.seller.email')],
  },
  'businessInfo.website': { need: { feature: 'store-website' }, honouredBy: [] },
  'bir.vatRegistered': { need: 'core', honouredBy: [server(SALE_WRITES, "'vat', vat_registered")] },
  'bir.rdoCode': { need: 'core', honouredBy: [server(SALE_PLAN, 'rdoCode: a.settings?.bir?.rdoCode')] },
  logo: {
    need: { feature: 'store-logo' },
    honouredBy: [
      web('modules/auth/login/sign-in-form.tsx', 'src={STORE_LOGO_URL}'),
      web('modules/sales/receipt-dialog.tsx', 'useStoreLogo'),
      server('modules/sales/invoice-pdf.ts', '...logoBlock(logo)'),
    ],
  },
  paymentQr: { need: 'core', honouredBy: [web('modules/sales/tender-fields.tsx', '<PaymentQr')] },
  'integration.paymentGateways': { need: { feature: 'payment-gateways' }, honouredBy: [] },
  'integration.emailService': { need: { feature: 'mail-sender-setting' }, honouredBy: [] },
  'integration.smsService': { need: { feature: 'sms-gateway' }, honouredBy: [] },
  backup: {
    need: { modules: ['backup'] },
    honouredBy: [
      server('modules/backup/backup.service.ts', 'scheduledBackupDue(s, deps.now(), lastAt)'),
      server('modules/backup/backup.service.ts', 'applyRetention(deps, s.retention)'),
    ],
  },
  support: { need: 'core', honouredBy: [server('modules/help/help.routes.ts', 'support.phone')] },
  maintenance: { need: 'core', honouredBy: [server('platform/http/session.ts', 'row.maintenance')] },
  // Issue 21: the POS's cash controls.
  'posControls.cashOutApprovalAboveCentavos': {
    need: { feature: 'pos-shifts' },
    honouredBy: [server('modules/shifts/cash-slips.service.ts', 'controls.cashOutApprovalAboveCentavos')],
  },
  'posControls.shortOverApprovalAboveCentavos': {
    need: { feature: 'pos-shifts' },
    honouredBy: [server('modules/shifts/shift-close.service.ts', 'shortOverApprovalAboveCentavos: limit')],
  },
  'posControls.returnsNeedApproval': {
    need: { feature: 'sale-returns' },
    honouredBy: [
      server('modules/sales/sale-documents.repository.ts', "pos_controls->>'returnsNeedApproval'"),
    ],
  },
};
