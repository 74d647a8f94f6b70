import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../test/fetch-mock.ts';
import { apiTextsEn, apiTextsFil } from './api.i18n.ts';
import { ApiError, api, parseErrorBody, setApiTexts, setSessionHooks } from './api.ts';

afterEach(() => {
  setSessionHooks(null);
  vi.useRealTimers();
});

describe('parseErrorBody', () => {
  it('reads code, message, field messages and request id from the envelope', () => {
    const err = parseErrorBody(
      422,
      envelope('VALIDATION_FAILED', 'Invalid Email', {
        fields: { email: 'Invalid Email', firstName: 'Please enter your first and last name' },
      }),
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.message).toBe('Invalid Email');
    expect(err.status).toBe(422);
    expect(err.requestId).toBe('req-test');
    expect(err.fields).toEqual({
      email: 'Invalid Email',
      firstName: 'Please enter your first and last name',
    });
    expect(err.hasFieldErrors).toBe(true);
  });

  it('keeps details that are not field messages, and has no fields then', () => {
    const err = parseErrorBody(
      429,
      envelope('AUTH_ACCOUNT_LOCKED', 'Too Many Attempts: Please wait until 3:45 PM before trying again', {
        until: '2026-01-05T07:45:00.000Z',
      }),
    );
    expect(err.fields).toEqual({});
    expect(err.hasFieldErrors).toBe(false);
    expect(err.details).toEqual({ until: '2026-01-05T07:45:00.000Z' });
  });

  it('says a full disk in the page’s language', () => {
    expect(parseErrorBody(503, envelope('DB_DISK_FULL', 'any server words')).message).toBe(
      "The server's disk is full, so nothing was saved. Ask the administrator to free space on the server, then try again.",
    );
    setApiTexts(apiTextsFil);
    try {
      expect(parseErrorBody(503, envelope('DB_DISK_FULL', 'any server words')).message).toMatch(
        /^Puno na ang disk ng server/,
      );
    } finally {
      setApiTexts(apiTextsEn);
    }
  });

  it('turns a body that is not the envelope into a server error with the status', () => {
    const err = parseErrorBody(502, null);
    expect(err.code).toBe('API_SERVER_ERROR');
    expect(err.status).toBe(502);
    expect(err.message).toBe('The server gave an unexpected answer (HTTP 502). Please try again.');
    expect(parseErrorBody(404, { error: 'nope' }).code).toBe('UNKNOWN_ERROR');
  });
});

describe('apiRequest', () => {
  it('sends JSON with a content type only when there is a body, same-origin credentials always', async () => {
    const calls = mockFetch({
      'POST /api/users/u1/deactivate': { body: { id: 'u1' } },
      'PUT /api/x': { body: {} },
    });
    await api.post('/api/users/u1/deactivate');
    await api.put('/api/x', { sessionTimeout: 30 });
    const [noBody, withBody] = calls.requests;
    expect(noBody?.headers.get('content-type')).toBeNull();
    expect(noBody?.body).toBeUndefined();
    expect(withBody?.headers.get('content-type')).toBe('application/json');
    expect(withBody?.body).toEqual({ sessionTimeout: 30 });
    expect(calls.fn.mock.calls.every(([, init]) => init?.credentials === 'same-origin')).toBe(true);
  });

  it('throws the parsed ApiError for a refusal', async () => {
    mockFetch({
      'POST /api/users/u1/deactivate': {
        status: 409,
        body: envelope('BUSINESS_INVALID_OPERATION', 'You cannot deactivate your own account.'),
      },
    });
    await expect(api.post('/api/users/u1/deactivate')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'BUSINESS_INVALID_OPERATION',
      status: 409,
      message: 'You cannot deactivate your own account.',
    });
  });

  it('gives up after 10 s with the seed wording', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = api.get('/api/users').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const err = (await pending) as ApiError;
    expect(err.code).toBe('REQUEST_TIMEOUT');
    expect(err.message).toBe('Request timed out after 10000ms');
  });

  it('reports a network failure in words', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/me')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Network error while contacting the server. Check the connection and try again.',
    });
  });

  it('reports an ended session once signed in, but not a failed sign-in or a signed-out visitor', async () => {
    mockFetch({
      'GET /api/me': {
        status: 401,
        body: envelope('AUTH_TOKEN_EXPIRED', 'Your session has expired. Please log in again.'),
      },
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: envelope('AUTH_UNAUTHENTICATED', 'Please sign in to continue.'),
      },
    });
    const onSessionEnded = vi.fn();
    let signedIn = false;
    setSessionHooks({ isSignedIn: () => signedIn, onSessionEnded });

    await expect(api.get('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).not.toHaveBeenCalled();

    signedIn = true;
    await expect(api.post('/api/auth/sign-in/email', {})).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).not.toHaveBeenCalled();
    await expect(api.get('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('AUTH_TOKEN_EXPIRED');
  });
});
