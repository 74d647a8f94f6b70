import { useSearch } from '@tanstack/react-router';
import { HelpScreen } from './help-screen.tsx';

/** /help?guide=… */
export function HelpRoute() {
  const { guide } = useSearch({ from: '/authed/frame/help' });
  return <HelpScreen guide={guide} />;
}
