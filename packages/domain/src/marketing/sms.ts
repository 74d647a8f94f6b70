/**
 * SMS length (issue 23): one message of plain GSM 7-bit text holds 160 characters, two joined parts 306
 * (153 each). A character outside the GSM alphabet (an emoji, a curly quote) turns the whole message to
 * UCS-2: 70 characters, or 67 a part. The store's messages are kept to two parts.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Each of these takes two GSM characters (an escape and the character). */
const GSM_EXTENDED = '^{}\\[~]|€\f';

export const SMS_MAX_PARTS = 2;

export interface SmsLength {
  encoding: 'gsm' | 'ucs2';
  /** Characters as the network counts them (an extended GSM character counts 2). */
  length: number;
  parts: number;
  /** What the allowed parts hold in this encoding (160/306 for GSM, 70/134 for UCS-2). */
  limit: number;
}

export function smsLength(text: string): SmsLength {
  let gsm = 0;
  let ucs2 = false;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) gsm += 1;
    else if (GSM_EXTENDED.includes(ch)) gsm += 2;
    else {
      ucs2 = true;
      break;
    }
  }
  if (ucs2) {
    const length = [...text].reduce((n, ch) => n + (ch.codePointAt(0)! > 0xffff ? 2 : 1), 0);
    const parts = length === 0 ? 0 : length <= 70 ? 1 : Math.ceil(length / 67);
    return { encoding: 'ucs2', length, parts, limit: parts <= 1 ? 70 : 67 * SMS_MAX_PARTS };
  }
  const parts = gsm === 0 ? 0 : gsm <= 160 ? 1 : Math.ceil(gsm / 153);
  return { encoding: 'gsm', length: gsm, parts, limit: parts <= 1 ? 160 : 153 * SMS_MAX_PARTS };
}

/** What every SMS ends with: how to stop them. */
export const SMS_OPT_OUT_TEXT = 'Reply STOP to opt out.';

/** The message for one customer: {name} is the customer's name; an SMS gets the opt-out line. */
export function personalize(message: string, name: string): string {
  return message.replaceAll('{name}', name);
}

export function smsBody(message: string, name: string): string {
  return `${personalize(message, name)}\n${SMS_OPT_OUT_TEXT}`;
}

/** The longest the typed message may be so that with the opt-out line and a name it fits two parts. */
export const smsFits = (message: string) =>
  smsLength(smsBody(message, 'Juan Dela Cruz')).parts <= SMS_MAX_PARTS;
