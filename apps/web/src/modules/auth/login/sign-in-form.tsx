import {
  IconBrandGithub,
  IconBrandGoogle,
  IconBuildingStore,
  IconEye,
  IconEyeOff,
  IconFlask,
  IconLock,
} from '@tabler/icons-react';
import { type FormEvent, type MouseEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, api, withQuery } from '../../../lib/api.ts';
import { fillIn } from '../../../lib/fill-in.ts';
import { isKnownEmail, rememberEmail } from '../../../lib/known-emails.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import type { SetupState } from '../../../lib/session.ts';
import { STORE_LOGO_URL } from '../../../lib/store-logo.ts';
import { SOCIAL_PROVIDERS, type SocialProvider, socialSignInUrl } from '../social-sign-in.ts';
import { EmailNotRegisteredDialog } from './email-not-registered-dialog.tsx';
import classes from './sign-in.module.css';
import { type SignInHost, textsFor } from './sign-in-host.ts';

/** Seed 000 §9: sign-in gives up after 15 s. */
export const SIGN_IN_TIMEOUT_MS = 15_000;
/** The longest address the server accepts (signInSchema); a longer one is refused before sending. */
const EMAIL_MAX = 254;

interface Values {
  email: string;
  password: string;
  rememberMe: boolean;
}

interface Notice {
  title?: string | undefined;
  message: string;
  tone: 'red' | 'yellow';
}

type Setup = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; state: SetupState };

/** The store's sign-in options (/api/setup): owner setup pending, its name, social providers, demo. */
function useSetupState() {
  const [setup, setSetup] = useState<Setup>({ status: 'loading' });
  const load = useCallback(() => {
    setSetup({ status: 'loading' });
    api.get<SetupState>('/api/setup').then(
      (state) => setSetup({ status: 'ready', state }),
      () => setSetup({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);
  return { setup, retry: load };
}

/**
 * The sign-in page: e-mail and password, remember me, forgot password, the store's setup state, the demo
 * account, social sign-in, and every refusal of the server routed to the right place (a toast, a notice
 * in the page, the "Email Not Registered" dialog, the verify-email screen). Plain React and CSS, so it
 * is usable before the app's libraries arrive; see sign-in-host.ts for where it runs.
 */
export function SignInForm({
  host,
  redirect,
  onStoreName,
}: {
  host: SignInHost;
  redirect?: string | undefined;
  /** Told the store's name once known (the page's frame shows it under the mark). */
  onStoreName?: (name: string | null) => void;
}) {
  const texts = textsFor(host.language);
  const L = texts.login;
  const { setup, retry } = useSetupState();
  const [values, setValues] = useState<Values>({ email: '', password: '', rememberMe: false });
  const [pending, setPending] = useState<'password' | 'demo' | SocialProvider | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unregistered, setUnregistered] = useState<string | null>(null);
  const state = setup.status === 'ready' ? setup.state : undefined;
  const storeName = state?.businessName ?? null;
  useEffect(() => onStoreName?.(storeName), [onStoreName, storeName]);

  function refused(err: unknown, email: string) {
    const code = err instanceof ApiError ? err.code : 'UNKNOWN_ERROR';
    const message = err instanceof Error ? err.message : '';
    switch (code) {
      case 'AUTH_INVALID_CREDENTIALS':
        // The server never says whether an address is registered (T13); only an address this device
        // never signed in with is offered an account.
        if (isKnownEmail(email)) host.toast('error', { title: L.failedTitle, message });
        else setUnregistered(email);
        return;
      case 'AUTH_EMAIL_NOT_VERIFIED':
        host.toast('warning', { title: L.notVerifiedTitle, message: L.notVerifiedMessage });
        host.open(withQuery('/verify-email', { email: email.toLowerCase() }));
        return;
      case 'AUTH_ACCOUNT_PENDING_APPROVAL':
      case 'AUTH_ACCOUNT_INACTIVE':
        setNotice({ title: L.refusedTitle, message, tone: 'yellow' });
        return;
      case 'AUTH_ACCOUNT_LOCKED':
      case 'API_RATE_LIMIT':
        setNotice({ message, tone: 'red' });
        return;
      default:
        host.toast('error', { title: L.failedTitle, message: message || L.failedDefault });
    }
  }

  async function signIn(input: Values, how: 'password' | 'demo' = 'password') {
    const email = input.email.trim();
    if (!email || !input.password || email.length > EMAIL_MAX) {
      host.toast('error', { title: L.missingTitle, message: L.missingMessage });
      return;
    }
    setPending(how);
    setNotice(null);
    try {
      await api.post<unknown>(
        '/api/auth/sign-in/email',
        { email, password: input.password, rememberMe: input.rememberMe },
        { timeoutMs: SIGN_IN_TIMEOUT_MS, timeoutMessage: L.timeout },
      );
    } catch (err) {
      setPending(null);
      refused(err, email);
      return;
    }
    rememberEmail(email);
    try {
      await host.enter(safeRedirect(redirect), email);
    } finally {
      setPending(null);
    }
  }

  async function tryDemo() {
    setPending('demo');
    let credentials: { email: string; password: string };
    try {
      credentials = await api.get<{ email: string; password: string }>('/api/demo/credentials');
    } catch (err) {
      setPending(null);
      host.toast('error', { title: L.demoFailed, message: err instanceof Error ? err.message : '' });
      return;
    }
    const next = { ...values, email: credentials.email, password: credentials.password };
    setValues(next);
    await signIn(next, 'demo');
  }

  async function social(provider: SocialProvider) {
    setPending(provider);
    const failed = (message?: string) => {
      setPending(null);
      const fallback = provider === 'google' ? texts.social.googleFailed : texts.social.githubFailed;
      host.toast('error', { title: texts.social.loginFailedTitle, message: message || fallback });
    };
    try {
      const url = await socialSignInUrl(provider);
      if (url) window.location.assign(url);
      else failed();
    } catch (err) {
      failed(err instanceof Error ? err.message : undefined);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void signIn(values);
  }

  const busy = pending !== null;
  return (
    <div className={`${classes.scope} ${classes.form}`}>
      <div>
        {state?.hasLogo && <img className={classes.logo} src={STORE_LOGO_URL} alt={L.logo} />}
        <h1 className={classes.title}>{L.title}</h1>
        {state?.businessName && (
          <p className={classes.dimmed}>{fillIn(L.subtitle, { store: state.businessName })}</p>
        )}
      </div>

      {state?.step === 'owner' && (
        <Callout tone="field" icon={<IconBuildingStore size={20} />} title={L.setupTitle}>
          <p>{L.setupBody}</p>
          <HostLink host={host} href="/register" className={classes.linkButton}>
            {L.setupAction}
          </HostLink>
        </Callout>
      )}
      {setup.status === 'failed' && (
        <Callout tone="yellow">
          <p>{L.storeInfoFailed}</p>
          <button type="button" className={classes.smallButton} onClick={retry}>
            {L.retry}
          </button>
        </Callout>
      )}
      {notice && (
        <Callout tone={notice.tone} icon={<IconLock size={20} />} title={notice.title} role="alert">
          <p>{notice.message}</p>
        </Callout>
      )}

      <form className={classes.stack} onSubmit={submit} noValidate>
        <Field label={L.email}>
          {(id) => (
            <input
              id={id}
              className={classes.input}
              type="email"
              autoComplete="username"
              inputMode="email"
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label={L.password}>
          {(id) => (
            <PasswordInput
              id={id}
              value={values.password}
              toggleLabel={L.showPassword}
              onChange={(password) => setValues({ ...values, password })}
            />
          )}
        </Field>
        <div className={classes.row}>
          <label className={classes.checkbox}>
            <input
              type="checkbox"
              checked={values.rememberMe}
              onChange={(e) => setValues({ ...values, rememberMe: e.currentTarget.checked })}
            />
            <span>{L.rememberMe}</span>
          </label>
          <HostLink
            host={host}
            href={withQuery('/forgot-password', { email: values.email.trim() })}
            className={classes.link}
          >
            {L.forgot}
          </HostLink>
        </div>
        <SubmitButton busy={pending === 'password'} disabled={busy}>
          {L.submit}
        </SubmitButton>
        {state?.demo && (
          <SubmitButton
            type="button"
            tone="light"
            icon={<IconFlask size={18} />}
            busy={pending === 'demo'}
            disabled={busy}
            onClick={() => void tryDemo()}
          >
            {L.demo}
          </SubmitButton>
        )}
      </form>

      <div className={classes.divider}>
        <span>{texts.social.or}</span>
      </div>
      <div className={classes.stackTight}>
        {SOCIAL_PROVIDERS.map((provider) => {
          const available = state?.socialProviders[provider] ?? false;
          return (
            <SubmitButton
              key={provider}
              type="button"
              tone="default"
              icon={provider === 'google' ? <IconBrandGoogle size={18} /> : <IconBrandGithub size={18} />}
              busy={pending === provider}
              disabled={!available || busy}
              describedBy={available ? undefined : `social-${provider}-unavailable`}
              onClick={() => void social(provider)}
            >
              {provider === 'google' ? texts.social.google : texts.social.github}
            </SubmitButton>
          );
        })}
        {state &&
          SOCIAL_PROVIDERS.filter((provider) => !state.socialProviders[provider]).map((provider) => (
            <p key={provider} id={`social-${provider}-unavailable`} className={classes.note}>
              {provider === 'google' ? texts.social.googleUnavailable : texts.social.githubUnavailable}
            </p>
          ))}
      </div>

      <p className={classes.footer}>
        {L.noAccount}{' '}
        <HostLink host={host} href="/register" className={classes.link}>
          {L.signUp}
        </HostLink>
      </p>

      <EmailNotRegisteredDialog
        texts={L}
        email={unregistered}
        onClose={() => setUnregistered(null)}
        onCreate={(email) => {
          setUnregistered(null);
          host.open(withQuery('/register', { email }));
        }}
      />
    </div>
  );
}

/** A link that a plain click follows inside the app (host.open); a modified click opens a new tab. */
function HostLink({
  host,
  href,
  className,
  children,
}: {
  host: SignInHost;
  href: string;
  className: string | undefined;
  children: ReactNode;
}) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    host.open(href);
  }
  return (
    <a href={href} className={className} onClick={follow}>
      {children}
    </a>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = `sign-in-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * A password input with a show/hide button reachable by keyboard. The button's name avoids the word
 * "password", so the field's label stays the only element with that name.
 */
function PasswordInput({
  id,
  value,
  toggleLabel,
  onChange,
}: {
  id: string;
  value: string;
  toggleLabel: string;
  onChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? IconEyeOff : IconEye;
  return (
    <div className={classes.passwordBox}>
      <input
        id={id}
        className={classes.input}
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <button
        type="button"
        className={classes.reveal}
        aria-label={toggleLabel}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        <Icon size={18} aria-hidden />
      </button>
    </div>
  );
}

function SubmitButton({
  children,
  busy,
  disabled,
  type = 'submit',
  tone = 'filled',
  icon,
  describedBy,
  onClick,
}: {
  children: ReactNode;
  busy: boolean;
  disabled: boolean;
  type?: 'submit' | 'button';
  tone?: 'filled' | 'light' | 'default';
  icon?: ReactNode;
  describedBy?: string | undefined;
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      className={classes.button}
      data-tone={tone}
      data-busy={busy || undefined}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {busy ? <span className={classes.spinner} aria-hidden /> : icon}
      <span>{children}</span>
    </button>
  );
}

function Callout({
  tone,
  icon,
  title,
  role,
  children,
}: {
  tone: 'field' | 'yellow' | 'red';
  icon?: ReactNode;
  title?: string | undefined;
  role?: 'alert';
  children: ReactNode;
}) {
  return (
    <div className={classes.callout} data-tone={tone} role={role}>
      {icon && <span className={classes.calloutIcon}>{icon}</span>}
      <div className={classes.calloutBody}>
        {title && <p className={classes.calloutTitle}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
