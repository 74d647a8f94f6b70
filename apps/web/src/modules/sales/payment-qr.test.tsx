// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderScreen } from '../../test/render-app.tsx';
import { PaymentQr } from './payment-qr.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('PaymentQr without a store QR code', () => {
  it.each([
    ['en', 'No store QR code yet: an admin uploads it in Settings › Store settings › Integrations.'],
    [
      'fil',
      'Wala pang QR code ang tindahan: ina-upload ito ng admin sa Settings › Settings ng tindahan › Integrations.',
    ],
  ])('names the screen where an admin uploads it, Store settings (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    renderScreen(<PaymentQr amountCentavos={30_000} />);
    fireEvent.error(screen.getByRole('img'));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
