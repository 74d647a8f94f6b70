import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiTexts } from '../lib/api.ts';
import { en, type Resources } from './en.ts';
import { errorsEn } from './errors.en.ts';
import { errorsFil } from './errors.fil.ts';
import { fil } from './fil.ts';
import { initialLanguage, type Language, rememberLanguage } from './language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

/** `<html lang>` follows the language, for screen readers, hyphenation and the browser's translate offer. */
function markDocument(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
/** The API client's own messages (no answer, timeout) and the server's refusals follow the language too. */
function applyApiTexts(language: string) {
  if (language === 'fil') setApiTexts(fil.api, errorsFil);
  else setApiTexts(en.api, errorsEn);
}
i18n.on('languageChanged', (language) => {
  markDocument(language);
  applyApiTexts(language);
});

// Both languages are bundled (a few kB gzipped each), so initialisation is synchronous
// (initAsync: false): the first render has texts and a switch is instant.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fil: { translation: fil } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'fil'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
markDocument(i18n.language);
applyApiTexts(i18n.language);

/** Shows the app in `language` now and remembers it for the next visit (and the sign-in screen). */
export function setLanguage(language: Language): void {
  rememberLanguage(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export { i18n };
