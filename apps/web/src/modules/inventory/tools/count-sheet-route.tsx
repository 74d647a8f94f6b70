import { getRouteApi } from '@tanstack/react-router';
import { CountSheetScreen } from './counts-screen.tsx';

const route = getRouteApi('/authed/frame/inventory/counts/$countId');

/** /inventory/counts/:countId — one recount sheet. */
export function CountSheetRoute() {
  const { countId } = route.useParams();
  return <CountSheetScreen countId={countId} />;
}
