import { useQuery } from '@tanstack/react-query';
import { setupQuery } from './session.ts';
import { STORE_LOGO_URL } from './store-logo.ts';

/** The address of the store's logo for an <img>, or null when the store has none. */
export function useStoreLogo(): string | null {
  const setup = useQuery(setupQuery);
  return setup.data?.hasLogo ? STORE_LOGO_URL : null;
}
