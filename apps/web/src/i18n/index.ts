import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Resources } from './en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

// Resources are bundled, so initialisation is synchronous (initAsync: false): the first render has texts.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
