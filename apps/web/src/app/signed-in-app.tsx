import { HelpDialog } from '../modules/help/help-dialog.tsx';
import { SignedInFrame } from '../shell/signed-in-frame.tsx';

/** The signed-in app: the shell's frame with the pieces of modules it shows over every screen. */
export function SignedInApp() {
  return <SignedInFrame HelpDialog={HelpDialog} />;
}
