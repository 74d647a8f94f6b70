import {
  DEFAULT_BACKUP_SETTINGS,
  DEFAULT_MAINTENANCE,
  DEFAULT_POS_CONTROLS,
  type SystemSettingsView,
  systemSettingsContract,
} from '@fbms/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { SystemSettingsScreen } from './system-settings-screen.tsx';

const VIEW: SystemSettingsView = {
  businessInfo: {
    name: 'Bukid Agri-Vet Supply',
    businessStyle: null,
    address: 'Poblacion, Lipa City',
    phone: null,
    email: null,
    website: null,
    taxId: '123456789000',
    hasLogo: false,
  },
  payments: { hasPaymentQr: false },
  bir: { vatRegistered: true, rdoCode: null },
  integration: {
    paymentGateways: {
      gcash: { enabled: false, apiKeySet: false },
      paymaya: { enabled: false, apiKeySet: false },
      paypal: { enabled: false, apiKeySet: false },
    },
    emailService: { provider: 'smtp', fromAddress: null },
    smsService: { provider: 'local', senderName: null },
  },
  backup: DEFAULT_BACKUP_SETTINGS,
  maintenance: DEFAULT_MAINTENANCE,
  support: { phone: null, email: null },
  posControls: DEFAULT_POS_CONTROLS,
  setupCompletedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('Store settings offer only what something reads', () => {
  it('no payment-provider keys, SMS, sender address or website; the backup schedule, the logo and the QR code stay', async () => {
    mockFetch(mockEndpoint(systemSettingsContract.getSystemSettings, { body: VIEW }));
    const user = userEvent.setup();
    renderRoutedScreen(<SystemSettingsScreen />, '/settings/system');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Business',
      'Tax & BIR',
      'Integrations',
      'Backup',
      'POS cash controls',
      'Support contact',
      'Maintenance mode',
    ]);
    const business = screen.getByRole('form', { name: 'Business' });
    expect(within(business).getByText('Registered business name')).toBeTruthy();
    expect(within(business).queryByText('Website')).toBeNull();
    // The logo is shown on the sign-in page and printed invoices, so it is offered.
    expect(screen.getByText('Upload logo')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Integrations' }));
    const integrations = await screen.findByRole('form', { name: 'Integrations' });
    expect(within(integrations).getByText('Payment QR code')).toBeTruthy();
    for (const gone of ['Payment providers', 'Sender address', 'SMS provider', 'Use GCash']) {
      expect(within(integrations).queryByText(gone), gone).toBeNull();
    }
  }, 20_000);

  it('the POS cash controls: pesos on screen, centavos saved, the control not shown kept', async () => {
    const { requests } = mockFetch({
      ...mockEndpoint(systemSettingsContract.getSystemSettings, { body: VIEW }),
      ...mockEndpoint(systemSettingsContract.patchSystemSettings, { body: VIEW }),
    });
    const user = userEvent.setup();
    renderRoutedScreen(<SystemSettingsScreen />, '/settings/system');
    await user.click(await screen.findByRole('tab', { name: 'POS cash controls' }));
    const form = await screen.findByRole('form', { name: 'POS cash controls' });
    const cashOut = within(form).getByRole('textbox', { name: /^Cash-out approval above/ });
    expect(cashOut).toHaveProperty('value', '₱5,000');
    await user.clear(cashOut);
    await user.type(cashOut, '1500.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      posControls: { ...DEFAULT_POS_CONTROLS, cashOutApprovalAboveCentavos: 150_050 },
    });
  }, 20_000);
});
