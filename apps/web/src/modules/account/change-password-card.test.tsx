// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { envelope, mockFetch } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-app.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';

const COMMON_VARIANT =
  'Password is a common password with numbers or symbols added or letters swapped. Please choose a stronger password';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function typeAndSend(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  const [currentBox, newBox, confirmBox] =
    document.querySelectorAll<HTMLInputElement>('input[type=password]');
  await user.type(currentBox as HTMLInputElement, current);
  await user.type(newBox as HTMLInputElement, next);
  await user.type(confirmBox as HTMLInputElement, confirm);
  await user.keyboard('{Enter}');
}

describe('ChangePasswordCard in Filipino', () => {
  it('says why "Welcome@2024" is refused in Filipino under the new password, not in English', async () => {
    await i18n.changeLanguage('fil');
    mockFetch({
      'POST /api/auth/change-password': {
        status: 422,
        body: envelope('VALIDATION_FAILED', COMMON_VARIANT, { fields: { newPassword: COMMON_VARIANT } }),
      },
    });
    renderScreen(<ChangePasswordCard />);
    await typeAndSend('Demo#2026pos', 'Welcome@2024');
    const errors = await screen.findAllByText(
      /^Karaniwang password ito na dinagdagan lang ng numero o simbolo/,
    );
    // Under the field (and in the meter's list): never the English text.
    expect(errors.length).toBeGreaterThan(0);
    expect(screen.queryByText(COMMON_VARIANT)).toBeNull();
  });

  it('says a confirmation that does not match in Filipino', async () => {
    await i18n.changeLanguage('fil');
    mockFetch({});
    renderScreen(<ChangePasswordCard />);
    await typeAndSend('Demo#2026pos', 'Tindahan#Malolos26', 'Tindahan#Malolos27');
    expect(await screen.findByText('Hindi Magkapareho ang Password')).toBeTruthy();
    expect(screen.queryByText("Passwords Don't Match")).toBeNull();
  });
});
