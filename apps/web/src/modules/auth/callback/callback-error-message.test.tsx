import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { callbackErrorMessage } from './auth-callback-screen.tsx';

const t = i18n.t.bind(i18n);

describe('callbackErrorMessage', () => {
  it('says why a social sign-in was refused in the words of the seed', () => {
    expect(callbackErrorMessage(t, 'AUTH_ACCOUNT_PENDING_APPROVAL', false)).toBe(
      'Your account is waiting for an administrator to approve it.',
    );
    expect(callbackErrorMessage(t, 'AUTH_ACCOUNT_INACTIVE', false)).toBe(
      'Account Inactive — Your account has been deactivated. Please contact an administrator.',
    );
    expect(callbackErrorMessage(t, 'INVALID_TOKEN', true)).toBe(
      'This verification link is invalid or has expired.',
    );
    expect(callbackErrorMessage(t, 'state_mismatch', false)).toBe(
      'Sign-in with this provider did not complete. Please try again.',
    );
  });
});
