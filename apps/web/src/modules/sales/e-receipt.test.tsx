// @vitest-environment happy-dom

import { salesContract } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EndpointReply, mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderScreen } from '../../test/render-app.tsx';
import { EReceipt } from './e-receipt.tsx';

const SALE = '0190a000-0000-7000-8000-000000000042';

afterEach(() => vi.unstubAllGlobals());

describe('EReceipt', () => {
  it('checks the address before sending, then says where it went', async () => {
    const fetch = mockFetch(
      mockEndpoint(
        salesContract.emailReceipt,
        { body: { sentTo: 'buyer@farm.ph', transport: 'smtp' } },
        { id: SALE },
      ),
    );
    renderScreen(<EReceipt saleId={SALE} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('E-mail the invoice (PDF) to');
    await user.type(input, 'buyer at farm');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid Email')).toBeTruthy();
    expect(fetch.sent('POST', `/api/sales/${SALE}/email`)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, ' buyer@farm.ph {Enter}');
    expect((await screen.findByRole('status')).textContent).toBe('Sent to buyer@farm.ph.');
    expect(fetch.sent('POST', `/api/sales/${SALE}/email`).map((r) => r.body)).toEqual([
      { to: 'buyer@farm.ph' },
    ]);
    const pdf = screen.getByRole('link', { name: 'PDF' });
    expect(pdf.getAttribute('href')).toBe(`/api/sales/${SALE}/pdf`);
  });

  it('says so when the server has no mail server, and shows the server’s refusal', async () => {
    let reply: EndpointReply<typeof salesContract.emailReceipt> = {
      body: { sentTo: 'buyer@farm.ph', transport: 'outbox' },
    };
    mockFetch(mockEndpoint(salesContract.emailReceipt, () => reply, { id: SALE }));
    renderScreen(<EReceipt saleId={SALE} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('E-mail the invoice (PDF) to');
    await user.type(input, 'buyer@farm.ph{Enter}');
    expect((await screen.findByRole('status')).textContent).toMatch(/^No mail server is set up/);

    reply = {
      status: 502,
      body: { error: { code: 'MAIL_NOT_SENT', message: 'The e-mail could not be sent.' } },
    };
    await user.type(input, '{Enter}');
    expect(await screen.findByText('The e-mail could not be sent.')).toBeTruthy();
  });
});
