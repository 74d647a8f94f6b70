import {
  type Action,
  ERROR_CATALOGUE,
  type ErrorCode,
  formatManilaTime,
  formatPeso,
  formatQty,
  isRefusalReason,
  type PermissionModule,
  type RefusalReason,
  type Role,
  TIN_MESSAGE,
} from '@fbms/domain';
import { fillIn } from './fill-in.ts';

/** A text, or its singular and plural when the refusal has a `count`. */
export type ErrorText = string | { one: string; other: string };

/**
 * The server's refusals in one language: a text per code of the catalogue and per reason of
 * REFUSAL_REASONS (typed as records, so a new code or reason without its text fails the type-check),
 * the words the access denials name, and the fixed field messages of the domain's rules.
 */
export interface ErrorTexts {
  codes: Record<ErrorCode, string>;
  reasons: Record<RefusalReason, ErrorText>;
  modules: Record<PermissionModule, string>;
  roles: Record<Role, string>;
  actions: Record<Action, string>;
  /** Field messages that are fixed English sentences of the domain, by that English text. */
  fields: Record<FieldMessage, string>;
}

/**
 * The field messages the page translates (details.fields): fixed sentences of the domain's schemas and
 * rules that a clerk meets at the counter. Any other field message, such as zod's own wording or a
 * message with a name or number in it, is shown as the server wrote it (English).
 */
export const FIELD_MESSAGES = [
  'The payments do not cover the total yet',
  'The payments add up to more than the total',
  'The other payments already cover the total: remove the cash',
  'Card, e-wallet, transfer and check payments add up to more than the total',
  'Enter the last 4 digits of the card',
  'Enter an amount more than ₱0',
  'Add a payment',
  'Add an item first',
  'The cart is empty',
  'Name the cart (the customer, or a note)',
  'Enter the OSCA or PWD ID number',
  'This product is no longer sold',
  'Quantity must be more than 0',
  'Give a reason for this adjustment',
  'Name is required',
  'SKU is required',
  'Unit is required',
  'Barcode is required',
  'Batch number is required',
  'Enter a valid e-mail address',
  "Passwords Don't Match",
  'Password Too Weak',
  'Enter the registered business name',
  'Enter the business address',
  TIN_MESSAGE,
] as const;
export type FieldMessage = (typeof FIELD_MESSAGES)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A parameter as the page shows it; its name says its unit (errors/reasons.ts): `…Centavos` pesos,
 * `…Milli` quantities, `until` Manila time, `module` / `minRole` / `action` the permission table's words.
 */
function showParam(texts: ErrorTexts, name: string, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (name.endsWith('Centavos')) return formatPeso(value);
    if (name.endsWith('Milli')) return formatQty(value);
    return value.toLocaleString('en-PH');
  }
  if (typeof value !== 'string') return String(value);
  if (name === 'until') return formatManilaTime(new Date(value));
  if (name === 'module') return texts.modules[value as PermissionModule] ?? value;
  if (name === 'minRole' || name === 'role') return texts.roles[value as Role] ?? value;
  if (name === 'action') return texts.actions[value as Action] ?? value;
  return value;
}

function fill(texts: ErrorTexts, text: ErrorText, details: Record<string, unknown>): string {
  const chosen = typeof text === 'string' ? text : details.count === 1 ? text.one : text.other;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value !== 'object' || value === null) values[name] = showParam(texts, name, value);
  }
  return fillIn(chosen, values);
}

const isKnownCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CATALOGUE, code);

/**
 * A refusal in the page's language. The reason's text when `details.reason` is known; the code's text
 * when the server sent the catalogue's own message; a fixed field sentence the table knows; otherwise
 * (an unknown code or reason, zod's wording, the admin's maintenance note) the server's English.
 */
export function translateError(
  texts: ErrorTexts,
  code: string,
  serverMessage: string,
  details: unknown,
): { message: string; fields: Record<string, string> } {
  const params = isRecord(details) ? details : {};
  const serverFields: Record<string, string> = {};
  if (isRecord(params.fields))
    for (const [k, v] of Object.entries(params.fields)) if (typeof v === 'string') serverFields[k] = v;

  let message = serverMessage;
  if (isKnownCode(code)) {
    if (isRefusalReason(params.reason)) message = fill(texts, texts.reasons[params.reason], params);
    else if (params.reason === undefined && serverMessage === ERROR_CATALOGUE[code].message)
      message = texts.codes[code];
    else message = fieldText(texts, serverMessage) ?? serverMessage;
  }
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(serverFields)) {
    // A field that repeats the refusal's message gets the translated message.
    fields[k] = v === serverMessage ? message : (fieldText(texts, v) ?? v);
  }
  return { message, fields };
}

function fieldText(texts: ErrorTexts, english: string): string | undefined {
  return Object.hasOwn(texts.fields, english) ? texts.fields[english as FieldMessage] : undefined;
}
