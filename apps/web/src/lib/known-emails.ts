/**
 * E-mails that signed in successfully on this device (lowercased, newest first). The server never says
 * whether an address is registered (T13), so the "Email Not Registered" dialog is offered only for an
 * address this device has never signed in with.
 */
const KEY = 'fbms-known-emails';
const MAX = 20;

function read(): string[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function isKnownEmail(email: string): boolean {
  return read().includes(email.trim().toLowerCase());
}

export function rememberEmail(email: string): void {
  const e = email.trim().toLowerCase();
  const next = [e, ...read().filter((v) => v !== e)].slice(0, MAX);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the dialog then shows for this e-mail too, which is harmless.
  }
}
