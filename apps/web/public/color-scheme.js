// Applies the saved colour scheme (light, dark or follow the system) before the app renders, so a dark
// screen does not flash white. Same key and attribute as the app's Mantine colour scheme manager.
(() => {
  let scheme = 'light';
  try {
    const saved = window.localStorage.getItem('fbms-color-scheme');
    scheme = saved === 'light' || saved === 'dark' ? saved : 'auto';
    if (scheme === 'auto') {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
  } catch {
    scheme = 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
