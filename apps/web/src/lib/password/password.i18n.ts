import { PASSWORD_ERRORS, PASSWORD_SUGGESTIONS } from '@fbms/domain/auth/password-policy-texts';

/**
 * The password policy's texts (packages/domain/src/auth/password-policy-texts.ts), under
 * `passwordPolicy.*`, keyed like PASSWORD_ERRORS and PASSWORD_SUGGESTIONS so that a new rule without a
 * Filipino text fails the type-check. The English ones are the policy's own, word for word (the server
 * answers with them). The meter (password-strength.tsx) shows them in the page's language.
 */
interface PasswordPolicyTexts {
  passwordPolicy: {
    errors: Record<keyof typeof PASSWORD_ERRORS, string>;
    suggestions: Record<keyof typeof PASSWORD_SUGGESTIONS, string>;
  };
}

export const passwordPolicyEn: PasswordPolicyTexts = {
  passwordPolicy: { errors: PASSWORD_ERRORS, suggestions: PASSWORD_SUGGESTIONS },
};

export const passwordPolicyFil: PasswordPolicyTexts = {
  passwordPolicy: {
    errors: {
      tooShort: 'Dapat hindi bababa sa 8 character ang password',
      tooLong: 'Dapat mas maikli sa 128 character ang password',
      noUppercase: 'Dapat may kahit isang malaking titik ang password',
      noLowercase: 'Dapat may kahit isang maliit na titik ang password',
      noNumber: 'Dapat may kahit isang numero ang password',
      noSpecial: 'Dapat may kahit isang espesyal na character ang password',
      tooCommon: 'Masyadong karaniwan ang password. Pumili ng mas matibay na password',
      tooCommonVariant:
        'Karaniwang password ito na dinagdagan lang ng numero o simbolo o pinalitan ng kamukhang character ang ilang titik. Pumili ng mas matibay na password',
      consecutive: 'Hindi dapat may higit sa 3 magkakasunod na character ang password',
      notEnoughUnique: 'Dapat may kahit 4 na magkakaibang character ang password',
      keyboardPattern: 'Hindi dapat may pattern ng keyboard (gaya ng qwerty) ang password',
    },
    suggestions: {
      longer: 'Gumamit ng hindi bababa sa 12 character',
      upper: 'Magdagdag ng malalaking titik',
      lower: 'Magdagdag ng maliliit na titik',
      digit: 'Magdagdag ng mga numero',
      special: 'Magdagdag ng espesyal na character gaya ng ! o #',
      variety: 'Gumamit ng mas maraming magkakaibang character',
      avoidPatterns: 'Iwasan ang mga karaniwang salita at pattern',
    },
  },
};
