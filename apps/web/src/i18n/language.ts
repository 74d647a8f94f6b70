import { LANGUAGES } from '@fbms/domain/settings/languages';

export type Language = (typeof LANGUAGES)[number];

/** Where this browser remembers the last language it showed, for the screens before sign-in. */
export const LANGUAGE_STORAGE_KEY = 'fbms-language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'fil' for a Filipino or Tagalog browser language (fil, fil-PH, tl, tl-PH), else 'en'. */
export function languageOfTag(tag: string): Language {
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return base === 'fil' || base === 'tl' ? 'fil' : 'en';
}

function readStored(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked (private mode, policy): fall back to the browser language
  }
}

/**
 * The language of the first render: the one this browser last used, else the first of the browser's
 * languages that is English or Filipino, else English. The signed-in user's setting replaces it once
 * loaded.
 */
export function initialLanguage(): Language {
  const stored = readStored();
  if (stored) return stored;
  const tags = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of tags) {
    if (!tag) continue;
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (base === 'en' || base === 'fil' || base === 'tl') return languageOfTag(tag);
  }
  return 'en';
}

/** Remembers the language for the next visit; a blocked storage only loses the memory. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // nothing to do: the language still applies to this page
  }
}
