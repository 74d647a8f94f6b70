import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { ShiftGateProvider } from '../lib/shift-gate.tsx';
import { HelpDialog } from '../modules/help/help-dialog.tsx';
import { SignedInFrame } from '../shell/signed-in-frame.tsx';

const ShiftGateChunk = lazy(() =>
  import('../modules/shifts/shift-gate.tsx').then((m) => ({ default: m.ShiftGate })),
);

/** The shifts module's gate around the register, loaded with the register (lib/shift-gate.tsx). */
function LazyShiftGate({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih={200}>
          <Loader />
        </Center>
      }
    >
      <ShiftGateChunk>{children}</ShiftGateChunk>
    </Suspense>
  );
}

/** The signed-in app: the shell's frame with the pieces of modules it shows over every screen. */
export function SignedInApp() {
  return (
    <ShiftGateProvider value={LazyShiftGate}>
      <SignedInFrame HelpDialog={HelpDialog} />
    </ShiftGateProvider>
  );
}
