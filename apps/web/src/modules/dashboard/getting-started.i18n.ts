/** Texts of the dashboard's getting-started checklist, under `gettingStarted.*`. */
export const gettingStartedEn = {
  gettingStarted: {
    title: 'Getting started',
    hint: 'From your store’s details to your first sale, then the rest of the set-up.',
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
      'add-products': {
        title: 'Add your products',
        hint: 'In Inventory: one at a time with "Add product", or a whole list with "Import"',
      },
      'receive-stock': {
        title: 'Enter your stock on hand',
        hint: 'In Inventory: open a product and choose "Adjust stock", or give the opening stock in an imported list',
      },
      'enroll-terminal': {
        title: 'Make this computer a cash register',
        hint: 'In Sales & POS: "Enroll this browser" as a terminal with its invoice series',
      },
      'first-sale': {
        title: 'Make your first sale',
        hint: 'In Sales & POS: scan or search the products, then "Pay"',
      },
      'store-logo': {
        title: 'Upload the store logo',
        hint: 'Shown on the sign-in page and on your invoices',
      },
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
    hint: 'Mula sa detalye ng tindahan hanggang sa unang benta, saka ang iba pang set-up.',
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
      'add-products': {
        title: 'Ilagay ang mga produkto mo',
        hint: 'Sa Inventory: isa-isa gamit ang "Magdagdag ng produkto", o buong listahan gamit ang "Mag-import"',
      },
      'receive-stock': {
        title: 'Ilagay ang stock na hawak mo',
        hint: 'Sa Inventory: buksan ang produkto at piliin ang "I-adjust ang stock", o ilagay ang opening stock sa ini-import na listahan',
      },
      'enroll-terminal': {
        title: 'Gawing kaha ang computer na ito',
        hint: 'Sa Benta at POS: "I-enroll ang browser na ito" bilang terminal na may sariling serye ng invoice',
      },
      'first-sale': {
        title: 'Gawin ang unang benta',
        hint: 'Sa Benta at POS: i-scan o hanapin ang mga produkto, saka "Bayad"',
      },
      'store-logo': {
        title: 'Mag-upload ng logo ng tindahan',
        hint: 'Makikita sa sign-in at sa mga invoice mo',
      },
      'support-contact': {
        title: 'Maglagay ng contact ng support',
        hint: 'Ang tatawagan ng staff mula sa Help › Contact Support',
      },
      'invite-staff': { title: 'Imbitahan ang staff mo', hint: 'May sariling account at role ang bawat isa' },
    },
  },
};
