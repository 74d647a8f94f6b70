import { isAnySettingShown, isSettingShown, type Role } from '@fbms/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { meQuery } from '../../lib/session.ts';

interface Visibility {
  role: Role | null;
  shown: (path: string) => boolean;
  anyShown: (...prefixes: string[]) => boolean;
}

function visibilityFor(role: Role | null): Visibility {
  const cache = new Map<string, boolean>();
  const memo = (key: string, compute: () => boolean) => {
    let hit = cache.get(key);
    if (hit === undefined) {
      hit = compute();
      cache.set(key, hit);
    }
    return hit;
  };
  return {
    role,
    shown: (path) => memo(path, () => isSettingShown(path, role)),
    anyShown: (...prefixes) => prefixes.some((p) => memo(`${p}/*`, () => isAnySettingShown(p, role))),
  };
}

const NOBODY = visibilityFor(null);
const VisibilityContext = createContext<Visibility>(NOBODY);

/**
 * Which settings the screen offers: only those whose module or feature has landed and that something
 * reads for this person's role (packages/domain/src/settings/setting-needs.ts). Role-bound ones wait for
 * /api/me.
 */
export function SettingVisibilityProvider({ children }: { children: ReactNode }) {
  const role = useQuery({ ...meQuery, select: (me) => me?.user.role ?? null }).data ?? null;
  const value = useMemo(() => visibilityFor(role), [role]);
  return <VisibilityContext.Provider value={value}>{children}</VisibilityContext.Provider>;
}

export function useSettingVisibility(): Visibility {
  return useContext(VisibilityContext);
}

export function useSettingsRole(): Role | null {
  return useSettingVisibility().role;
}

/** Renders a setting's field only when it is offered; `data-setting` names it (tests list what is shown). */
export function SettingGate({ path, children }: { path: string; children: ReactNode }) {
  const { shown } = useSettingVisibility();
  if (!shown(path)) return null;
  return (
    <div data-setting={path} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
