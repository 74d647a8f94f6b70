/** Texts of the dashboard's getting-started checklist, under `gettingStarted.*`. */
export const gettingStartedEn = {
  gettingStarted: {
    title: 'Getting started',
    hint: 'A few things to set up so the store is ready for your staff.',
    progress: '{{done}} of {{total}} done',
    allSet: 'All set: the getting-started steps are done.',
    loadFailed: 'The getting-started checklist could not be loaded',
    done: 'Done',
    notDone: 'Not done yet',
    steps: {
      'business-details': {
        title: 'Enter the business details',
        hint: 'Name, address, TIN and VAT status, printed on invoices',
      },
      'store-logo': { title: 'Upload the store logo', hint: 'Shown on the sign-in page and documents' },
      'support-contact': {
        title: 'Add a support contact',
        hint: 'Who staff reach from Help › Contact Support',
      },
      'invite-staff': { title: 'Invite your staff', hint: 'Each person gets their own account and role' },
    },
  },
};

type Texts = typeof gettingStartedEn;

export const gettingStartedFil: Texts = {
  gettingStarted: {
    title: 'Pagsisimula',
    hint: 'Ilang bagay na dapat i-set up para handa na ang tindahan para sa staff mo.',
    progress: '{{done}} sa {{total}} ang tapos na',
    allSet: 'Ayos na: tapos na ang lahat ng hakbang sa pagsisimula.',
    loadFailed: 'Hindi ma-load ang checklist ng pagsisimula',
    done: 'Tapos na',
    notDone: 'Hindi pa tapos',
    steps: {
      'business-details': {
        title: 'Ilagay ang detalye ng negosyo',
        hint: 'Pangalan, address, TIN at VAT status na naka-print sa invoice',
      },
      'store-logo': {
        title: 'Mag-upload ng logo ng tindahan',
        hint: 'Makikita sa sign-in at sa mga dokumento',
      },
      'support-contact': {
        title: 'Maglagay ng contact ng support',
        hint: 'Ang tatawagan ng staff mula sa Help › Contact Support',
      },
      'invite-staff': { title: 'Imbitahan ang staff mo', hint: 'May sariling account at role ang bawat isa' },
    },
  },
};
