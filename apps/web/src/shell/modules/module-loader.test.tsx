import { afterEach, describe, expect, it, vi } from 'vitest';
import { inBackground, loadModule, ModuleLoadError } from './module-loader.ts';

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('loadModule', () => {
  it('retries a failed import after the backoff delay and returns the module', async () => {
    vi.useFakeTimers();
    const importer = vi
      .fn<() => Promise<{ Screen: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ Screen: 'ok' });
    const loading = loadModule('settings', importer);
    await vi.advanceTimersByTimeAsync(1200);
    await expect(loading).resolves.toEqual({ Screen: 'ok' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 attempts with the registry time-out as a Module Load Error', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => new Promise<never>(() => {}));
    const loading = loadModule('dashboard', importer);
    const caught = loading.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3 * 3000 + 1100 + 2200 + 100);
    const error = await caught;
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as ModuleLoadError).message).toBe('Module loading timed out after 3000ms');
    expect((error as ModuleLoadError).module).toBe('dashboard');
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('reloads the page once for a chunk gone after an update, but never for a background preload', async () => {
    vi.useFakeTimers();
    const gone = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const background = inBackground(() => loadModule('settings', gone)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await background;
    expect((error as ModuleLoadError).kind).toBe('chunk');
    expect(window.sessionStorage.getItem('fbms-chunk-reload')).toBeNull();

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    void loadModule('settings', gone);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('fbms-chunk-reload')).not.toBeNull();
  });
});
