// The session: boots from the refresh cookie, signs in and out, and ends when the
// server says so. The access token lives only in the HTTP client's memory.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAccount } from '@studio/shared/account/contracts';
import type { TAuthResponse } from '@studio/shared/auth/contracts';
import { enums as sharedEnums } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import { ApiError, DataError, NetworkError, http, type HttpClient } from '../api/http-client.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { SessionContext, type Session } from './session-context.ts';

export type SessionState = Pick<Session, 'status' | 'account' | 'enums' | 'error'>;

const loadingState: SessionState = {
  status: 'loading',
  account: undefined,
  enums: undefined,
  error: undefined,
};
const anonymousState: SessionState = { ...loadingState, status: 'anonymous' };

/**
 * Boot: the refresh cookie answers a token and the account at once (the page may have been
 * reloaded), so the first screen waits for one request. The enums are the shared module's own.
 */
export async function bootSession(client: HttpClient): Promise<SessionState> {
  let account: TAccount;
  try {
    account = await client.resumeSession();
  } catch (error) {
    client.setAccessToken(undefined);
    return failedState(error);
  }
  client.setBusinessId(account.businesses[0]?.id);
  return authenticated(account);
}

let earlyBoot: { client: HttpClient; state: Promise<SessionState> } | undefined;

/**
 * Starts the boot as the app's script starts, before React renders: the refresh request then
 * leaves beside the first screen's code instead of after the first render. The provider's first
 * boot takes this one (main.tsx calls it for the app's one HTTP client).
 */
export function startBootEarly(client: HttpClient = http): void {
  earlyBoot ??= { client, state: bootSession(client) };
}

function authenticated(account: TAccount): SessionState {
  return { status: 'authenticated', account, enums: sharedEnums, error: undefined };
}

/**
 * A refused profile (below 500) means no session: logged out. A server failure (500 and above)
 * shows the error screen; so does an unreachable server, which says nothing about the session.
 */
function failedState(error: unknown): SessionState {
  if (error instanceof DataError && !(error instanceof NetworkError)) return anonymousState;
  const status = error instanceof ApiError ? error.status : 500;
  const message = error instanceof Error && error.message ? error.message : messages.internalError;
  return { ...anonymousState, status: 'error', error: { status, message } };
}

export function SessionProvider({
  children,
  client = http,
}: {
  children: ReactNode;
  client?: HttpClient;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(loadingState);
  const statusRef = useRef(state.status);
  statusRef.current = state.status;
  // Every sign-in and sign-out takes a new ticket, so a slower boot or reload cannot undo it.
  const ticketRef = useRef(0);
  const hasBooted = useRef(false);

  const run = useCallback(async (work: () => Promise<SessionState>) => {
    const ticket = ++ticketRef.current;
    const next = await work();
    if (ticket === ticketRef.current) setState(next);
  }, []);

  const clearLocally = useCallback(() => {
    ticketRef.current += 1;
    client.setAccessToken(undefined);
    client.setBusinessId(undefined);
    queryClient.clear();
    setState(anonymousState);
  }, [client, queryClient]);

  useEffect(() => {
    // An expired session (the refresh failed) resets to logged out. During the boot the boot
    // itself decides.
    client.setOnUnauthorized(() => {
      if (statusRef.current === 'authenticated') clearLocally();
    });
    return () => client.setOnUnauthorized(undefined);
  }, [client, clearLocally]);

  useEffect(() => {
    if (hasBooted.current) return;
    hasBooted.current = true;
    const started = earlyBoot?.client === client ? earlyBoot.state : undefined;
    earlyBoot = undefined;
    void run(() => started ?? bootSession(client));
  }, [client, run]);

  const signIn = useCallback(
    (response: TAuthResponse) => {
      ticketRef.current += 1;
      client.setAccessToken(response.token);
      client.setBusinessId(response.account.businesses[0]?.id);
      queryClient.clear();
      setState(authenticated(response.account));
    },
    [client, queryClient],
  );

  const signOut = useCallback(async () => {
    ticketRef.current += 1;
    try {
      await client.get('/auth/logout');
    } catch {
      // The local session ends even when the server cannot be told.
    }
    clearLocally();
  }, [client, clearLocally]);

  const reload = useCallback(async () => {
    if (statusRef.current !== 'authenticated') {
      setState(loadingState);
      await run(() => bootSession(client));
      return;
    }
    const account = await client.get<TAccount>('/api/account');
    client.setBusinessId(account.businesses[0]?.id);
    setState((current) => (current.status === 'authenticated' ? { ...current, account } : current));
  }, [client, run]);

  const session = useMemo<Session>(
    () => ({
      ...state,
      business: state.account?.businesses[0],
      signIn,
      signOut,
      reload,
    }),
    [state, signIn, signOut, reload],
  );

  return (
    <SessionContext value={session}>
      {state.status === 'loading' ? <LoadingScreen /> : children}
    </SessionContext>
  );
}
