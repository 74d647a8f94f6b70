/** Texts of the language switch. Each language is named in itself, so a reader finds their own. */
export const enLanguage = {
  language: {
    label: 'Language',
    names: { en: 'English', fil: 'Filipino' },
  },
};

export const filLanguage: typeof enLanguage = {
  language: {
    label: 'Wika',
    names: { en: 'English', fil: 'Filipino' },
  },
};
