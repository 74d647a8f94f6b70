import { useEffect, useRef } from 'react';
import type { SignInTexts } from './sign-in.i18n.ts';
import classes from './sign-in.module.css';

/**
 * Offered after "invalid credentials" for an e-mail that never signed in on this device. The server does
 * not reveal whether the address has an account, so the text says only what we know. A native modal
 * <dialog>: focus stays inside, Esc closes it, and it costs the first download nothing.
 */
export function EmailNotRegisteredDialog({
  texts,
  email,
  onClose,
  onCreate,
}: {
  texts: SignInTexts['login'];
  /** The refused address; null when the dialog is closed. */
  email: string | null;
  onClose: () => void;
  onCreate: (email: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const create = useRef<HTMLButtonElement>(null);
  const open = email !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    // happy-dom and old browsers may lack showModal; the open attribute still shows it.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    create.current?.focus();
  }, [open]);

  // Only in the page while open: a closed dialog's name ("Email Not Registered") must not answer for
  // the page's own "Email" field.
  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={`${classes.scope} ${classes.dialog}`}
      aria-labelledby="email-not-registered-title"
      onClose={onClose}
    >
      <h2 id="email-not-registered-title" className={classes.dialogTitle}>
        {texts.notRegisteredTitle}
      </h2>
      <p>{texts.notRegisteredBody}</p>
      <div className={classes.dialogActions}>
        <button type="button" className={classes.button} data-tone="default" onClick={onClose}>
          <span>{texts.cancel}</span>
        </button>
        <button
          ref={create}
          type="button"
          className={classes.button}
          data-tone="filled"
          onClick={() => onCreate(email)}
        >
          <span>{texts.notRegisteredCreate}</span>
        </button>
      </div>
    </dialog>
  );
}
