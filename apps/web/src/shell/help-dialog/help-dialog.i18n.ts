/** Texts of the Help & Documentation dialog, its Contact Support panel and the help entries of the top bar. */
export const helpDialogEn = {
  helpDialog: {
    open: 'Help & Docs',
    menuLabel: 'Help',
    tour: 'Take a tour',
    tourShortcut: 'Ctrl+H',
    openPage: 'Open as page',
    contactSupport: 'Contact Support',
    support: {
      title: 'Support for this store',
      intro: 'Call or e-mail the people who look after FBMS for your store.',
      call: 'Call {{phone}}',
      email: 'E-mail {{email}}',
      noneTitle: 'No support contact yet',
      none: 'This store has not set a support contact. Ask the owner or an administrator of the store.',
      noneAdmin:
        'This store has not set a support contact. Add a phone number or e-mail in Settings → Store settings → Support contact, so your staff know whom to call.',
      openStoreSettings: 'Open store settings',
    },
  },
};

export type HelpDialogTexts = typeof helpDialogEn;

export const helpDialogFil: HelpDialogTexts = {
  helpDialog: {
    open: 'Tulong at Gabay',
    menuLabel: 'Tulong',
    tour: 'Mag-tour',
    tourShortcut: 'Ctrl+H',
    openPage: 'Buksan bilang page',
    contactSupport: 'Kontakin ang Support',
    support: {
      title: 'Support ng tindahang ito',
      intro: 'Tawagan o i-email ang mga tumutulong sa FBMS ng tindahan ninyo.',
      call: 'Tawagan ang {{phone}}',
      email: 'I-email ang {{email}}',
      noneTitle: 'Wala pang support contact',
      none: 'Wala pang support contact ang tindahang ito. Magtanong sa may-ari o sa isang admin ng tindahan.',
      noneAdmin:
        'Wala pang support contact ang tindahang ito. Maglagay ng numero o e-mail sa Settings → Settings ng tindahan → Contact ng support para alam ng staff kung sino ang tatawagan.',
      openStoreSettings: 'Buksan ang settings ng tindahan',
    },
  },
};
