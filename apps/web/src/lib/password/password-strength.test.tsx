import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.ts';
import { i18n } from '../../i18n/index.ts';
import { PasswordField } from './password-field.tsx';
import { PasswordStrength } from './password-strength.tsx';

function Harness() {
  const [password, setPassword] = useState('');
  return (
    <MantineProvider theme={theme}>
      <PasswordField label="Password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
      <PasswordStrength password={password} />
    </MantineProvider>
  );
}

/** The checklist items, in order, as [text, met]. */
function checklist() {
  return screen
    .getAllByRole('listitem')
    .slice(0, 5)
    .map((li) => [li.textContent, li.getAttribute('data-met')]);
}

describe('PasswordStrength', () => {
  it('starts with every requirement missing and no meter', () => {
    render(<Harness />);
    expect(checklist().map(([, met]) => met)).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(screen.queryByTestId('password-strength-label')).toBeNull();
  });

  it('ticks requirements and moves the meter as the person types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Password', { selector: 'input' });

    await user.type(input, 'abc');
    expect(checklist().map(([, met]) => met)).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(screen.getByTestId('password-strength-label').textContent).toBe('Weak');
    // "abc" is a run of sequential letters, listed below the checklist; suggestions show under 60.
    expect(
      within(screen.getByTestId('password-errors')).getByText(/more than 3 consecutive|4 unique/),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('password-suggestions')).getByText('Use at least 12 characters'),
    ).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'Kamote#Field27');
    expect(checklist().map(([, met]) => met)).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(screen.getByTestId('password-strength-label').textContent).toBe('Strong');
    expect(screen.queryByTestId('password-suggestions')).toBeNull();
    expect(screen.queryByTestId('password-errors')).toBeNull();
  });

  it('lists a policy error the checklist does not cover', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Kalabaw2222!');
    expect(checklist().every(([, met]) => met === 'true')).toBe(true);
    expect(screen.getByTestId('password-errors').textContent).toContain(
      'Password should not contain more than 3 consecutive characters',
    );
  });

  it('never says "Strong" about a password it lists something to fix for', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    // Four characters score 60 (upper, lower, digit, special) but are too short.
    await user.type(input, 'Xy1!');
    expect(screen.getByTestId('password-strength-label').textContent).toBe('Medium');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('59');

    await user.clear(input);
    await user.type(input, 'Kalabaw2222!');
    expect(screen.getByTestId('password-errors')).toBeTruthy();
    expect(screen.getByTestId('password-strength-label').textContent).toBe('Medium');
  });

  it.each(['Password1!', 'Password123!', 'P@ssw0rd1', 'Welcome@2024'])(
    'says why %s is refused: a common password with numbers or symbols added',
    async (password) => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
      expect(screen.getByTestId('password-strength-label').textContent).not.toBe('Strong');
      expect(screen.getByTestId('password-errors').textContent).toContain(
        'Password is a common password with numbers or symbols added or letters swapped.',
      );
    },
  );

  describe('in Filipino', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it('shows the problems and suggestions in Filipino', async () => {
      await i18n.changeLanguage('fil');
      const user = userEvent.setup();
      render(<Harness />);
      await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Welcome@2024');
      expect(screen.getByTestId('password-strength-label').textContent).toBe('Katamtaman');
      expect(screen.getByTestId('password-errors').textContent).toContain(
        'Karaniwang password ito na dinagdagan lang ng numero o simbolo',
      );
      expect(screen.getByTestId('password-suggestions').textContent).toContain(
        'Iwasan ang mga karaniwang salita at pattern',
      );
    });
  });
});
