import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { envelope, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp, renderScreen } from '../../test/render-app.tsx';
import { signedInRoutes } from '../../test/shell-fixtures.ts';
import { errorIdFor, errorStore, installErrorCapture } from './capture.ts';
import { COUNT_REFRESH_MS, ErrorMonitor } from './error-monitor.tsx';

function throwInPage(message: string, line = 42) {
  act(() => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error(message),
        message,
        filename: 'http://localhost/assets/pos.js?v=3',
        lineno: line,
        colno: 7,
      }),
    );
  });
}

describe('Error Monitor', () => {
  let uninstall: () => void;
  let fetchMock: ReturnType<typeof mockFetch>;

  beforeEach(() => {
    errorStore.clear();
    uninstall = installErrorCapture();
    fetchMock = mockFetch({
      'POST /api/client-errors': { status: 202, body: { received: true } },
      'GET /api/broken': { status: 500, body: envelope('INTERNAL', 'Database unavailable') },
      'GET /api/refused': { status: 403, body: envelope('FORBIDDEN', 'Not allowed') },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    uninstall();
    errorStore.clear();
  });

  it('an error thrown in the page shows the button with 1, the panel lists it, Clear all empties it', async () => {
    const user = userEvent.setup();
    renderScreen(<ErrorMonitor mobile={false} userId="user-7" />);
    expect(screen.queryByRole('button', { name: /Error Monitor/ })).toBeNull();

    throwInPage('Cannot read the till total');
    const button = await screen.findByRole('button', { name: 'Error Monitor: 1 error' });
    throwInPage('Cannot read the till total');
    await waitFor(() => expect(errorStore.getErrors()[0]?.count).toBe(2));
    expect(screen.getByRole('button', { name: 'Error Monitor: 1 error' })).toBe(button);

    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Error Monitor' });
    const list = within(panel).getByRole('list', { name: 'Error Monitor' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const item = items[0] as HTMLElement;
    expect(within(item).getByText('Error: Cannot read the till total')).toBeTruthy();
    expect(within(item).getByText('2 times')).toBeTruthy();
    // The query string is dropped from the file address.
    expect(within(item).getByText('http://localhost/assets/pos.js:42')).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Show details' }));
    // The stack trace, with the frame where it was thrown.
    expect(item.querySelector('pre')?.textContent).toMatch(
      /Cannot read the till total\n\s+at .*error-monitor\.test\.tsx/,
    );

    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear all errors?' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear all' }));

    expect(await within(panel).findByText('No errors in the last 30 minutes.')).toBeTruthy();
    expect(await screen.findByText('Errors Cleared')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Error Monitor:/ })).toBeNull());
  });

  it('copies a report with the errors and the user id only', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderScreen(<ErrorMonitor mobile userId="user-7" />);
    throwInPage('Scale not answering?token=abc123');

    await user.click(await screen.findByRole('button', { name: 'Error Monitor: 1 error' }));
    const panel = await screen.findByRole('dialog', { name: 'Error Monitor' });
    await user.click(within(panel).getByRole('button', { name: 'Copy report' }));

    expect(await screen.findByText('Report Copied')).toBeTruthy();
    const report = JSON.parse(writeText.mock.calls[0]?.[0] ?? '{}');
    expect(report.userId).toBe('user-7');
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0].message).toBe('Error: Scale not answering?token=[redacted]');
    expect(JSON.stringify(report)).not.toContain('abc123');
  });

  it('records 5xx answers, not 4xx refusals, and sends each new error to the server once', async () => {
    await expect(api.get('/api/refused')).rejects.toThrow('Not allowed');
    await expect(api.get('/api/broken')).rejects.toThrow('Database unavailable');
    await expect(api.get('/api/broken')).rejects.toThrow('Database unavailable');

    const errors = errorStore.getErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      source: 'api',
      count: 2,
      message: 'HTTP 500 GET /api/broken: Database unavailable',
      context: { status: '500', code: 'INTERNAL', requestId: 'req-test' },
    });

    await waitFor(() => expect(fetchMock.sent('POST', '/api/client-errors')).toHaveLength(1), {
      timeout: 4000,
    });
    expect(fetchMock.sent('POST', '/api/client-errors')[0]?.body).toMatchObject({
      errorId: errors[0]?.id,
      message: 'HTTP 500 GET /api/broken: Database unavailable',
    });
  });

  it('gives the error boundary one id per error, counted once however often it renders', () => {
    const crash = new Error('Render failed');
    const id = errorIdFor(crash, 'boundary');
    expect(errorIdFor(crash, 'boundary')).toBe(id);
    expect(errorStore.getErrors()).toMatchObject([{ id, count: 1, source: 'boundary' }]);
  });

  it('is shown to administrators in the shell, not to a cashier', async () => {
    // The test's clock: the cashier's screen is checked after the button's 30 s re-count has run.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(signedInRoutes('cashier'));
    const cashier = renderApp('/');
    await screen.findByRole('button', { name: 'Logout' });
    throwInPage('Printer offline');
    await waitFor(() => expect(errorStore.getErrors()).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(COUNT_REFRESH_MS + 1000));
    expect(screen.queryByRole('button', { name: /Error Monitor:/ })).toBeNull();
    cashier.unmount();
    vi.useRealTimers();

    mockFetch(signedInRoutes('admin'));
    renderApp('/');
    expect(
      await screen.findByRole('button', { name: 'Error Monitor: 1 error' }, { timeout: 3000 }),
    ).toBeTruthy();
  });
});
