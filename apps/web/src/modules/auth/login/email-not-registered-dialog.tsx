import { lazy, Suspense, useState } from 'react';

const EmailNotRegisteredModal = lazy(() =>
  import('./email-not-registered-modal.tsx').then((m) => ({ default: m.EmailNotRegisteredModal })),
);

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreate: () => void;
}

/**
 * Offered after "invalid credentials" for an e-mail that never signed in on this device. Its code (Mantine's
 * Modal) is fetched the first time it opens, so the sign-in page does not wait for it; once loaded it
 * stays mounted, so it closes with its transition.
 */
export function EmailNotRegisteredDialog(props: Props) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EmailNotRegisteredModal {...props} />
    </Suspense>
  );
}
