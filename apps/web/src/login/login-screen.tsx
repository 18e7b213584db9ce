// /login: the welcome-back form. The server checks the fields with the shared schema and answers
// each field's message (problem+json `errors`), so the texts are the ones every other form shows
// without loading the schema library here.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TSocialProviders } from '@studio/shared/auth/social-contracts';
import { socialProviderNames, type TSocialProvider } from '@studio/shared/auth/social-providers';
import { messages } from '@studio/shared/messages';
import type { TProblem } from '@studio/shared/platform/contracts';
import { splitLines } from '../api/problem-lines.ts';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { returnUrlOf } from '../features/auth/auth-links.ts';
import { SocialProviderIcon } from '../features/auth/provider-icon.tsx';
import {
  configuredProviders,
  isEmbedded,
  startSocialSignIn,
} from '../features/auth/social-trip.ts';

type Field = 'username' | 'password';
type Failure = { fields: Partial<Record<Field, string>>; lines: string[] };
const noFailure: Failure = { fields: {}, lines: [] };

/** Where the photographer lands after logging in: the remembered page, else the home. */
export function landingPath(search: string): string {
  return returnUrlOf(search) ?? '/';
}

/** A refused login as field messages and the lines no field shows. */
export function failureOf(problem: Partial<TProblem> | undefined): Failure {
  if (!problem) return { fields: {}, lines: [messages.internalError] };
  const fields: Failure['fields'] = {};
  for (const error of problem.errors ?? []) {
    if (error.field === 'username' || error.field === 'password') {
      fields[error.field] ??= error.message;
    }
  }
  const shown = new Set(Object.values(fields));
  const lines = splitLines(problem.detail ?? problem.title).filter((line) => !shown.has(line));
  return { fields, lines: lines.length > 0 || shown.size > 0 ? lines : [messages.internalError] };
}

async function logIn(values: Record<Field, string>): Promise<Failure | undefined> {
  let response: Response;
  try {
    response = await fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
      credentials: 'same-origin',
    });
  } catch {
    return { fields: {}, lines: [messages.networkError] };
  }
  if (response.ok) return undefined;
  const problem = (await response.json().catch(() => undefined)) as Partial<TProblem> | undefined;
  return failureOf(problem);
}

/** The configured providers; none while unknown, when none is set up or they cannot be asked. */
function useProviders(): TSocialProviders | undefined {
  const [providers, setProviders] = useState<TSocialProviders>();
  useEffect(() => {
    if (isEmbedded()) return;
    const controller = new AbortController();
    fetch('/auth/social-providers', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<TSocialProviders>) : undefined))
      .then(setProviders)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return providers;
}

function SocialChoices({ returnUrl }: { returnUrl: string }) {
  const choices = configuredProviders(useProviders());
  const [leavingFor, setLeavingFor] = useState<TSocialProvider>();
  // The browser's back button may restore this page from its cache mid-trip: buttons work again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(undefined);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  if (choices.length === 0) return null;
  return (
    <>
      <div className="login-social">
        {choices.map(({ provider, entry }) => (
          <button
            key={provider}
            type="button"
            className="login-button"
            disabled={leavingFor !== undefined}
            onClick={() => {
              setLeavingFor(provider);
              startSocialSignIn(provider, entry, 'login', returnUrl);
            }}
          >
            <SocialProviderIcon provider={provider} />
            {`Continue with ${socialProviderNames[provider]}`}
          </button>
        ))}
      </div>
      <div className="login-or">or</div>
    </>
  );
}

export function LoginScreen() {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [revealed, setRevealed] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure>(noFailure);
  const returnUrl = landingPath(window.location.search);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(noFailure);
    const refused = await logIn(values);
    if (!refused) {
      // The owner app starts afresh and resumes the session from the refresh cookie just set.
      window.location.replace(returnUrl);
      return;
    }
    setFailure(refused);
    setPending(false);
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    className: 'login-input',
    value: values[name],
    disabled: pending,
    'aria-invalid': failure.fields[name] ? true : undefined,
    'aria-describedby': failure.fields[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const fieldError = (name: Field) =>
    failure.fields[name] && (
      <div id={`${id}-${name}-error`} className="login-error">
        {failure.fields[name]}
      </div>
    );

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to see your shoots, clients and bookings."
      footer={
        <>
          New to Studio?{' '}
          <a className="login-link" href="/signup">
            Create an account
          </a>
        </>
      }
    >
      <SocialChoices returnUrl={returnUrl} />
      <form className="login-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="login-field">
          <label className="login-label" htmlFor={`${id}-username`}>
            Email
          </label>
          <input
            {...field('username')}
            type="email"
            autoComplete="username"
            // The one thing on the page: the photographer came here to type into it.
            autoFocus
            placeholder="you@studio.com"
          />
          {fieldError('username')}
        </div>
        <div className="login-field">
          <label className="login-label" htmlFor={`${id}-password`}>
            Password
          </label>
          <div className="login-password">
            <input
              {...field('password')}
              type={revealed ? 'text' : 'password'}
              autoComplete="current-password"
            />
            <button
              type="button"
              className="login-reveal"
              aria-controls={`${id}-password`}
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? 'Hide' : 'Show'}
            </button>
          </div>
          {fieldError('password')}
          <a className="login-link login-forgot" href="/lost-password">
            Forgot password?
          </a>
        </div>
        {failure.lines.length > 0 && (
          <div className="login-alert" role="alert">
            {failure.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <button type="submit" className="login-button login-button-primary" disabled={pending}>
          {pending ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </AuthLayout>
  );
}
