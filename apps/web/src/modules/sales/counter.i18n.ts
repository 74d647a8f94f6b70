import { moduleTexts } from '../../i18n/module-texts.ts';

/**
 * Texts of the counter's held carts and senior/PWD discount explanations, under `posCounter.*` (the
 * server's refusals of these carry parameters; these texts give them words in both languages).
 */
const en = {
  held: {
    delete: 'Delete',
    deleteConfirm: 'Delete the cart "{{label}}"? Its items go back to nobody.',
    deleted: 'Held cart "{{label}}" deleted',
    keep: 'Keep it',
    full: 'This terminal already holds {{held}} carts, the most it can. Resume or delete one of them first (Held carts).',
    tooLarge:
      'This cart is too large to hold ({{kb}} KB; at most {{maxKb}} KB). Complete the sale, or split it in two.',
    unreadable: 'This held cart cannot be read back. Delete it and ring the items up again.',
    leftOut_one: '{{count}} item was left out: {{items}}',
    leftOut_other: '{{count}} items were left out: {{items}}',
    gone: 'no longer sold',
    nameRequired: "Type a name for this cart, such as the customer's, to find it again.",
    alreadyTaken:
      'This held cart was already resumed or deleted, here or at another screen of this terminal.',
  },
  statutory: {
    bnpc5: 'the 5% senior/PWD discount',
    sc_pwd20: 'the senior/PWD 20% discount',
    none: 'No item in this cart gets {{discount}}:',
    some_one: 'Of {{total}} items, {{count}} gets {{discount}}:',
    some_other: 'Of {{total}} items, {{count}} get {{discount}}:',
    applied: '{{name}}: {{amount}} off',
    not_eligible_bnpc5: '{{name}}: not marked as a basic necessity for the 5% discount',
    not_eligible_sc_pwd20:
      "{{name}}: not marked for the senior/PWD 20% discount (only the beneficiary's own medicines are)",
    promo_better: '{{name}}: its promo ({{promo}} off) gives more than {{discount}} ({{statutory}} off)',
    cap_used: '{{name}}: this ID has used its ₱2,500 weekly limit for the 5% discount',
    rounds_to_zero: '{{name}}: 5% of it is less than a centavo',
    choose: 'A promo and a senior/PWD discount never add up: choose one.',
    keepPromo: 'Keep the promo',
    takeStatutory: 'Take the senior/PWD discount instead',
    refused: 'The sale was not recorded: no item gets {{discount}}. Choose below, then complete the sale.',
  },
};

type Texts = typeof en;

const fil: Texts = {
  held: {
    delete: 'Burahin',
    deleteConfirm: 'Burahin ang cart na "{{label}}"? Mawawala ang mga item nito.',
    deleted: 'Nabura ang naka-hold na cart na "{{label}}"',
    keep: 'Huwag burahin',
    full: 'May {{held}} nang naka-hold na cart ang terminal na ito, ang pinakamarami nitong kaya. Ituloy o burahin muna ang isa sa mga ito (Mga naka-hold na cart).',
    tooLarge:
      'Masyadong malaki ang cart na ito para i-hold ({{kb}} KB; hanggang {{maxKb}} KB lang). Tapusin ang benta, o hatiin ito sa dalawa.',
    unreadable: 'Hindi na mabasa ang naka-hold na cart na ito. Burahin ito at i-punch muli ang mga item.',
    leftOut_one: '{{count}} item ang hindi naisama: {{items}}',
    leftOut_other: '{{count}} item ang hindi naisama: {{items}}',
    gone: 'hindi na ibinebenta',
    nameRequired: 'Mag-type ng pangalan para sa cart na ito, gaya ng sa customer, para mahanap ito ulit.',
    alreadyTaken:
      'Naituloy o nabura na ang naka-hold na cart na ito, dito o sa ibang screen ng terminal na ito.',
  },
  statutory: {
    // No "ang" here: the sentences put the article they need before the name ("ang may", "kaysa sa").
    bnpc5: '5% na diskwento ng senior/PWD',
    sc_pwd20: '20% na diskwento ng senior/PWD',
    none: 'Walang item sa cart na ito ang may {{discount}}:',
    some_one: 'Sa {{total}} item, {{count}} ang may {{discount}}:',
    some_other: 'Sa {{total}} item, {{count}} ang may {{discount}}:',
    applied: '{{name}}: bawas na {{amount}}',
    not_eligible_bnpc5: '{{name}}: hindi nakamarkang pangunahing bilihin para sa 5% na diskwento',
    not_eligible_sc_pwd20:
      '{{name}}: hindi nakamarka para sa 20% na diskwento ng senior/PWD (sariling gamot lang ng benepisyaryo ang kasama)',
    promo_better:
      '{{name}}: mas malaki ang promo nito (bawas na {{promo}}) kaysa sa {{discount}} (bawas na {{statutory}})',
    cap_used: '{{name}}: naubos na ng ID na ito ang ₱2,500 na limit ngayong linggo para sa 5% na diskwento',
    rounds_to_zero: '{{name}}: kulang sa isang sentimo ang 5% nito',
    choose: 'Hindi puwedeng pagsabayin ang promo at ang diskwento ng senior/PWD: pumili ng isa.',
    keepPromo: 'Panatilihin ang promo',
    takeStatutory: 'Gamitin na lang ang diskwento ng senior/PWD',
    refused:
      'Hindi naitala ang benta: walang item na may {{discount}}. Pumili sa ibaba, saka tapusin ang benta.',
  },
};

export const useCounterT = moduleTexts('posCounter', en, fil);
