import { createTheme, localStorageColorSchemeManager, type MantineColorsTuple } from '@mantine/core';

/** Field green: the store's primary colour. Shade 7 keeps white button text above 4.5:1 contrast. */
const field: MantineColorsTuple = [
  '#ecf8ee',
  '#d6efda',
  '#a9ddb3',
  '#79c98a',
  '#51b867',
  '#37ad51',
  '#27a044',
  '#1b8537',
  '#15702e',
  '#0c5a23',
];

export const theme = createTheme({
  primaryColor: 'field',
  primaryShade: { light: 7, dark: 8 },
  colors: { field },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Dialogs open with a short fade and close at once: a closed dialog leaves the page immediately, so
    // its buttons ("Logout", "Cancel") never linger next to the page's own.
    Modal: { defaultProps: { transitionProps: { transition: 'fade-down', duration: 200, exitDuration: 0 } } },
  },
});

/** The same key public/color-scheme.js reads before the first paint. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'fbms-color-scheme' });
