import { TIN_MESSAGE } from '@fbms/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { envelope, mockFetch, SETUP_DONE } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const FIRST_RUN = { body: { ...SETUP_DONE.body, step: 'business', businessName: null } };
const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

async function fillDetails(tin: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/business name|pangalan ng negosyo/i), 'Santos Agrivet');
  await user.type(input(i18n.t('setup.address')), 'Malolos, Bulacan');
  await user.type(input('TIN'), tin);
  await user.click(screen.getByLabelText(i18n.t('setup.vatYes')));
  await user.click(screen.getByRole('button', { name: i18n.t('setup.submit') }));
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('SetupScreen: the TIN', { timeout: 30_000 }, () => {
  it('refuses the 9 digits alone, shows the format, and sends nothing', async () => {
    const api = mockFetch({ 'GET /api/me': { body: makeMe('admin') }, 'GET /api/setup': FIRST_RUN });
    renderApp('/setup');
    expect(await screen.findByText(/123-456-789-000 \(head office\) or 123-456-789-00000/)).toBeTruthy();
    await fillDetails('123456789');
    expect(
      await screen.findByText(
        'Enter the TIN with its branch code: 123-456-789-000, or 123-456-789-00000 (000 is the head office)',
      ),
    ).toBeTruthy();
    expect(api.sent('POST', '/api/setup')).toHaveLength(0);
  });

  it('says it in Filipino, for the browser’s check and the server’s alike', async () => {
    await i18n.changeLanguage('fil');
    mockFetch({
      'GET /api/me': { body: makeMe('admin') },
      'GET /api/setup': FIRST_RUN,
      'POST /api/setup': {
        status: 422,
        body: envelope('VALIDATION_FAILED', 'Please check your input and try again.', {
          fields: { tin: TIN_MESSAGE },
        }),
      },
    });
    renderApp('/setup');
    await fillDetails('123456789');
    const filipino =
      'Ilagay ang TIN kasama ang branch code: 123-456-789-000, o 123-456-789-00000 (000 ang head office)';
    expect(await screen.findByText(filipino)).toBeTruthy();

    // A TIN the browser accepts but the server refuses: the server's words, translated too.
    await userEvent.setup().clear(input('TIN'));
    await userEvent.setup().type(input('TIN'), '123456789000');
    await userEvent.setup().click(screen.getByRole('button', { name: i18n.t('setup.submit') }));
    await waitFor(() => expect(screen.getByText(filipino)).toBeTruthy());
    expect(screen.queryByText(TIN_MESSAGE)).toBeNull();
  });
});
