import type { MailMessage } from '../mail.ts';

interface Person {
  email: string;
  name?: string | null;
}

const greet = (p: Person) => `Hello${p.name ? ` ${p.name}` : ''},`;

export function verifyEmailMail(publicUrl: string, user: Person, token: string): MailMessage {
  const callback = encodeURIComponent('/auth/callback?from=verify');
  const link = `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callback}`;
  return {
    kind: 'verify-email',
    to: user.email,
    subject: 'Confirm your FBMS account',
    link,
    text: `${greet(user)}\n\nPlease confirm your e-mail address by opening this link within 24 hours:\n\n${link}\n\nIf you did not create an FBMS account, you can ignore this message.\n`,
  };
}

export function resetPasswordMail(
  publicUrl: string,
  user: Person,
  token: string,
  invite = false,
): MailMessage {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}${invite ? '&invite=1' : ''}`;
  return invite
    ? {
        kind: 'invite',
        to: user.email,
        subject: 'You are invited to FBMS',
        link,
        text: `${greet(user)}\n\nYou have been given an FBMS account. Open this link within 72 hours to choose your password:\n\n${link}\n`,
      }
    : {
        kind: 'reset-password',
        to: user.email,
        subject: 'Reset your FBMS password',
        link,
        text: `${greet(user)}\n\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this message; your password stays the same.\n`,
      };
}

export function existingAccountMail(publicUrl: string, user: Person): MailMessage {
  const link = `${publicUrl}/login`;
  return {
    kind: 'existing-account',
    to: user.email,
    subject: 'Someone tried to sign up with your e-mail',
    link,
    text: `${greet(user)}\n\nSomeone tried to create an FBMS account with this e-mail address, which already has one. Sign in at ${link}, or use "Forgot password" there if you do not remember your password.\n`,
  };
}
