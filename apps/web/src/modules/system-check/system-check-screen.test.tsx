// @vitest-environment happy-dom
import { systemCheckContract as api, type SystemCheckRun } from '@fbms/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { makeMe } from '../../test/factories.ts';
import { mockEndpoint, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import { SystemCheckScreen } from './system-check-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const run: SystemCheckRun = {
  at: '2026-11-27T02:00:00.000Z',
  ms: 1234,
  passed: false,
  checks: [
    { id: 'database', status: 'pass', ms: 2, detail: 'The PostgreSQL database answers.', fix: null },
    {
      id: 'stock-balances',
      status: 'fail',
      ms: 40,
      detail: 'Layer Mash (LM-50) at Main store: balance 57, movements 50',
      fix: 'Count the named products…',
    },
    {
      id: 'backup-destination',
      status: 'skipped',
      ms: 0,
      detail: 'This server has no backup destination check.',
      fix: null,
    },
  ],
};

describe('SystemCheckScreen', () => {
  it('says no check has run yet, then runs them all and shows each result with its fix', async () => {
    const { requests } = mockFetch({
      'GET /api/me': { body: makeMe('admin') },
      ...mockEndpoint(api.last, { body: { run: null } }),
      ...mockEndpoint(api.run, { body: run }),
    });
    renderRoutedScreen(<SystemCheckScreen />, '/system-check');
    expect(await screen.findByText('No check has been run since the server started.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Run all checks' }));
    expect(await screen.findByText('1 check failed')).toBeTruthy();
    expect(screen.getByText('Stock equals its movements')).toBeTruthy();
    expect(screen.getByText('Fail')).toBeTruthy();
    expect(screen.getByText('Pass')).toBeTruthy();
    expect(screen.getByText('Skipped')).toBeTruthy();
    expect(screen.getByText('40 ms')).toBeTruthy();
    expect(screen.getByText(/balance 57, movements 50/)).toBeTruthy();
    expect(screen.getByText(/Count the named products and post the count in Inventory/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/system-check/run')).toBe(true);
  });

  it('shows the last run in Filipino', async () => {
    await i18n.changeLanguage('fil');
    mockFetch({
      'GET /api/me': { body: makeMe('admin') },
      ...mockEndpoint(api.last, { body: { run: { ...run, passed: true, checks: [run.checks[0]!] } } }),
    });
    renderRoutedScreen(<SystemCheckScreen />, '/system-check');
    expect(await screen.findByText('Pumasa lahat ng check')).toBeTruthy();
    expect(screen.getByText('Sumasagot ang database')).toBeTruthy();
    expect(screen.getByText('Pasado')).toBeTruthy();
  });
});
