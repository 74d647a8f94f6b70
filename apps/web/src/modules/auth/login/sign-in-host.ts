import type { Language } from '../../../i18n/language.ts';
import { type SignInTexts, signInEn, signInFil } from './sign-in.i18n.ts';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastInput {
  title: string;
  message: string;
}

/**
 * What the sign-in page needs from whatever shows it. It runs in two places: alone, as the first
 * download of a signed-out visit (sign-in-boot.tsx: no Mantine, router or i18next yet), and inside the
 * app when sign-in opens after a logout or an expired session (router.tsx). Each gives it these.
 */
export interface SignInHost {
  language: Language;
  /** Opens another screen of the app: sign-up, forgot password, verify e-mail. */
  open(href: string): void;
  /** The server accepted the password: greet the person and enter the app at `href` (a safe path). */
  enter(href: string, email: string): Promise<void>;
  toast(kind: ToastKind, toast: ToastInput): void;
}

export const textsFor = (language: Language): SignInTexts => (language === 'fil' ? signInFil : signInEn);
