import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * The seam between the register (sales module) and the shifts module, which may not import each other:
 * the app (app/signed-in-app.tsx) provides the shifts module's gate here, and the register renders
 * itself inside `<ShiftGate>`. The gate shows the shift bar and its dialogs around the register when a
 * shift is open, and instead of it the way to open one (or the Z-reading due) when none is.
 */
export type ShiftGateComponent = ComponentType<{ children: ReactNode }>;

const Gate = createContext<ShiftGateComponent | null>(null);

export const ShiftGateProvider = Gate.Provider;

export function ShiftGate({ children }: { children: ReactNode }) {
  const Provided = useContext(Gate);
  return Provided ? <Provided>{children}</Provided> : children;
}
