import type { UserSettings } from '@fbms/domain';
import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setLanguage } from '../i18n/index.ts';
import './display-settings.css';
import { userSettingsQuery } from './user-settings.ts';

export const SCHEME_OF_THEME: Record<UserSettings['theme'], MantineColorScheme> = {
  light: 'light',
  dark: 'dark',
  system: 'auto',
};

/**
 * Applies the signed-in user's display settings to the whole page as soon as they load or change: the
 * theme (Mantine colour scheme), language, density, font size, high contrast and animations. Rendered once by the
 * shell; the attributes are removed again on sign-out.
 */
export function DisplaySettings() {
  // Until the document has loaded, the page keeps the scheme this device last used.
  const settings = useQuery(userSettingsQuery).data;
  const { setColorScheme } = useMantineColorScheme();
  const theme = settings?.theme;
  const { density, fontSize, highContrast, animations } = settings?.display ?? {};

  useEffect(() => {
    if (theme) setColorScheme(SCHEME_OF_THEME[theme]);
  }, [theme, setColorScheme]);

  // The language setting applies at once and is remembered for the signed-out screens of this browser.
  const language = settings?.language;
  useEffect(() => {
    if (language) setLanguage(language);
  }, [language]);

  useEffect(() => {
    if (!density || !fontSize) return;
    const root = document.documentElement;
    root.dataset.density = density;
    root.dataset.fontSize = fontSize;
    root.toggleAttribute('data-high-contrast', highContrast === true);
    root.toggleAttribute('data-no-animations', animations === false);
    return () => {
      delete root.dataset.density;
      delete root.dataset.fontSize;
      root.removeAttribute('data-high-contrast');
      root.removeAttribute('data-no-animations');
    };
  }, [density, fontSize, highContrast, animations]);

  return null;
}
