// Keeps the keys a barcode scanner types on a selling screen while the app is still downloading (a file,
// not an inline script: the CSP forbids those). It runs from the page's head, before any of the app has
// arrived; the app's recorder (src/modules/sales/early-keys.ts) takes these keys over when it starts and
// stops this one. Same rules as that recorder: only keys that reached no field, on /pos and /tindera-pos.
(() => {
  const SELLING_PATHS = ['/pos', '/tindera-pos'];
  const MAX_KEYS = 64;
  const early = { keys: [], stop: () => {} };
  const editable = (el) =>
    (el instanceof HTMLInputElement && !el.readOnly) || el instanceof HTMLTextAreaElement;
  const onKey = (e) => {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    if (!SELLING_PATHS.includes(window.location.pathname) || editable(e.target)) {
      early.keys = [];
      return;
    }
    if (e.key.length !== 1 && e.key !== 'Enter') return;
    early.keys.push({ key: e.key, t: e.timeStamp });
    if (early.keys.length > MAX_KEYS) early.keys = early.keys.slice(-MAX_KEYS);
  };
  window.addEventListener('keydown', onKey, true);
  early.stop = () => window.removeEventListener('keydown', onKey, true);
  window.__fbmsEarlyKeys = early;
})();
