import { type FeatureId, isFeatureAvailable } from './features.ts';
import { MODULES, type ModuleId } from './module-registry.ts';

/**
 * The words that promise a module or a feature: what a guide, a tour step or a module's description may
 * not say while that module or feature has not landed (the registry's `available`, features.ts). Module
 * names are matched as written (capitalised, as a screen's name); the other words in any case. English
 * and Filipino (with the Taglish store staff use).
 */
const MODULE_WORDS: Partial<Record<ModuleId, readonly RegExp[]>> = {
  purchases: [/purchase orders?/i, /\bpag-?order sa supplier/i],
  'receiving-voucher': [
    /\breceiving\b/i,
    /\breceive (stock|goods|deliver)/i,
    /\bdeliveries\b/i,
    /\bdeliver\b/i,
  ],
  customers: [
    /\bon credit\b/i,
    /\bcredit (sales?|accounts?|limits?|terms)\b/i,
    /\butang\b/i,
    /\baccount balances?\b/i,
  ],
  suppliers: [/\bsupplier (contacts?|terms)\b/i],
  payroll: [/\bpayroll\b/i, /\bPhilHealth\b/, /\bPag-IBIG\b/],
  accounting: [/\bjournal entr/i, /\bchart of accounts\b/i, /\bfinancial statements?\b/i],
  bir: [/\bBIR (tax )?forms?\b/i],
  branches: [/\bbranch(es)? (transfers?|stock)\b/i],
  marketing: [/\b(SMS|e-?mail) campaigns?\b/i],
  loyalty: [/\bloyalty\b/i, /\breward points?\b/i],
  backup: [
    /\bautomatic backups?\b/i,
    /\bbackups? (run|runs|ran) (by itself|automatically|on a schedule)/i,
    /awtomatikong backup/i,
  ],
  testing: [/\bsystem checks?\b/i],
  'data-history': [/\baudit trail screen\b/i],
};

const FEATURE_WORDS: Partial<Record<FeatureId, readonly RegExp[]>> = {
  'scheduled-reports': [
    /\bscheduled reports?\b/i,
    /\b(daily|weekly|monthly) reports?\b/i,
    /naka-?iskedyul na report/i,
  ],
  'pos-shifts': [
    /\bcash counts?\b/i,
    /\b(open|close|opening|closing) (the |a )?shifts?\b/i,
    /\b[XZ]-reading/,
  ],
  'sale-voids': [/\bvoid(s|ed|ing)?\b/i, /\b(mag|pag|i)-?void\b/i],
  'sale-returns': [
    /\brefunds?\b/i,
    /\b(take|takes|taking|process|accept|accepts)( a)? returns?\b/i,
    /\bsales? returns?\b/i,
    /tumanggap ng return/i,
  ],
  // A bank transfer is a way to pay at the POS, not a stock transfer.
  'stock-transfers': [
    /(?<!bank )\btransfers?\b/i,
    /\bpaglilipat\b/i,
    /\bpaglipat ng stock/i,
    /\bilipat ang stock/i,
  ],
  'outside-notifications': [/\bpush notifications?\b/i, /\bnotifications? by (e-?mail|SMS)/i],
  'notification-sounds': [/\bnotification sounds?\b/i],
  'store-logo': [/\blogo (on|printed)/i],
  'payment-gateways': [/\bpayment (gateways?|providers?)\b/i],
  sms: [/\btext messages?\b/i, /\bSMS\b/],
};

/** Promises of "later" in general: a text describes what there is. */
const LATER: readonly RegExp[] = [
  /\b(later|future|next|coming) versions?\b/i,
  /\bcoming soon\b/i,
  /\bsusunod na bersyon/i,
];

export interface UnlandedMention {
  /** The module or feature that has not landed. */
  what: string;
  /** What the text says. */
  said: string;
}

function unlandedPatterns(): { what: string; pattern: RegExp }[] {
  const out: { what: string; pattern: RegExp }[] = [];
  for (const m of MODULES) {
    if (m.available) continue;
    const name = m.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out.push({ what: m.id, pattern: new RegExp(`(?<![\\w-])${name}(?![\\w-])`) });
    for (const pattern of MODULE_WORDS[m.id] ?? []) out.push({ what: m.id, pattern });
  }
  for (const pattern of LATER) out.push({ what: 'a later version', pattern });
  for (const [id, words] of Object.entries(FEATURE_WORDS) as [FeatureId, readonly RegExp[]][]) {
    if (isFeatureAvailable(id)) continue;
    for (const pattern of words) out.push({ what: id, pattern });
  }
  return out;
}

/**
 * Where a text promises a module or feature that has not landed. Extra names (e.g. a module's Filipino
 * name from the web's texts) can be given per module.
 */
export function findUnlandedMentions(
  text: string,
  extraNames: Partial<Record<ModuleId, readonly string[]>> = {},
): UnlandedMention[] {
  const found: UnlandedMention[] = [];
  const patterns = unlandedPatterns();
  for (const m of MODULES) {
    if (m.available) continue;
    for (const name of extraNames[m.id] ?? []) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      patterns.push({ what: m.id, pattern: new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`) });
    }
  }
  for (const { what, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) found.push({ what, said: match[0] });
  }
  return found;
}
