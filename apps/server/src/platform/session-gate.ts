// Whether the sign-in an access token belongs to is still open: every signed-in request asks.
//
// An access token names its sign-in (the `sid` claim: the refresh-token family). Signing out ends
// that sign-in, and a password reset or change ends every sign-in of the account; from then on
// their access tokens are refused, although their signatures stay valid until they expire.
//
// Asking the database on every request would add a round trip to each one, so each process keeps
// what it has learned about a sign-in. Ended sign-ins are remembered for good (they never reopen).
// Open ones are remembered for OPEN_SESSION_MS at most, and forgotten at once when a sign-in ends:
// the transaction that ends one sends a NOTIFY on SESSIONS_CHANNEL, which every process (this one
// included) hears when it commits, within milliseconds, whichever instance served the request. The
// process that ended the sign-in also forgets it itself before answering, so its own next request
// is refused with no wait at all. OPEN_SESSION_MS only bounds how long a notification missed while
// the listening connection was down could leave an ended sign-in accepted.
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '@studio/shared/messages';
import { notify, type DatabaseHandle, type Database, type Executor } from '../db/client.ts';
import { AppError } from './errors.ts';
import { ExpiringMap } from './expiring-map.ts';

export const SESSIONS_CHANNEL = 'sessions_ended';

/** Sign-ins that have just ended: some of them, or every one of an account. */
export type EndedSessions = { sessionIds: string[] } | { accountId: string };

/** Whether `ended` covers the sign-in. */
export function isEndedSession(
  ended: EndedSessions,
  signIn: { sessionId: string; accountId: string },
): boolean {
  return 'sessionIds' in ended
    ? ended.sessionIds.includes(signIn.sessionId)
    : ended.accountId === signIn.accountId;
}

export type SessionGate = {
  /** Throws TOKEN_EXPIRED when the sign-in has ended: the client refreshes or signs in again. */
  requireOpen(session: { sessionId: string; accountId: string }): Promise<void>;
  /** Forgets what this process knows about sign-ins that have ended (after their commit). */
  forget(ended: EndedSessions): void;
  /**
   * Calls `listener` for every ending this process hears of (its own and other processes'), so
   * what a sign-in holds open (a live stream) can end with it. The answer stops the calls.
   */
  onEnded(listener: (ended: EndedSessions) => void): () => void;
  close(): Promise<void>;
};

export type IsSessionOpen = (
  db: Database,
  session: { sessionId: string; accountId: string },
) => Promise<boolean>;

/** Sent inside the transaction that ends the sign-ins: every process hears it on commit. */
export async function announceEndedSessions(
  executor: Executor,
  ended: EndedSessions,
): Promise<void> {
  await notify(executor, SESSIONS_CHANNEL, JSON.stringify(ended));
}

const OPEN_SESSION_MS = 60_000;
const KNOWN_SESSIONS_MAX = 20_000;

type Known = { accountId: string; isOpen: boolean };

export async function createSessionGate(options: {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  isOpen: IsSessionOpen;
  /** How long an ended sign-in's tokens can still be presented: an access token's lifetime. */
  endedMemoryMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<SessionGate> {
  const { database, isOpen, endedMemoryMs, log } = options;
  const known = new ExpiringMap<Known>(KNOWN_SESSIONS_MAX);
  // Bumped by every ending: a database read that began before it may have seen the sign-in still
  // open, so its answer is used for that request but not remembered.
  let generation = 0;
  const listeners = new Set<(ended: EndedSessions) => void>();

  function forget(ended: EndedSessions): void {
    generation += 1;
    for (const listener of listeners) listener(ended);
    if ('sessionIds' in ended) {
      for (const sessionId of ended.sessionIds) known.delete(sessionId);
    } else {
      known.deleteWhere((entry) => entry.accountId === ended.accountId);
    }
  }

  // While the process is not listening (the database was out of reach when it started), an
  // ending elsewhere would go unheard: nothing is remembered as open until listening starts, so
  // every request asks the database meanwhile. Listening is retried in the background.
  let isListening = false;
  let isClosed = false;
  let unlisten: () => Promise<void> = async () => {};
  let retry: NodeJS.Timeout | undefined;
  const startListening = async (delayMs: number): Promise<void> => {
    try {
      unlisten = await database.listen(SESSIONS_CHANNEL, (payload) => {
        const ended = parseEnded(payload);
        if (ended) forget(ended);
        else log.warn({ payload }, 'sessions: an unreadable notification');
      });
      isListening = true;
      if (isClosed) await unlisten();
    } catch {
      if (isClosed) return;
      log.warn(`sessions: not listening for ended sign-ins yet; trying again in ${delayMs} ms`);
      retry = setTimeout(() => void startListening(Math.min(delayMs * 2, 30_000)), delayMs);
      retry.unref();
    }
  };
  await startListening(500);

  return {
    async requireOpen({ sessionId, accountId }) {
      const now = Date.now();
      let entry = known.get(sessionId, now);
      if (!entry || entry.accountId !== accountId) {
        const readAt = generation;
        entry = { accountId, isOpen: await isOpen(database.db, { sessionId, accountId }) };
        // An ended sign-in never reopens, so it is remembered even while not listening.
        if (readAt === generation && (isListening || !entry.isOpen)) {
          known.set(sessionId, entry, now + (entry.isOpen ? OPEN_SESSION_MS : endedMemoryMs));
        }
      }
      if (!entry.isOpen) throw new AppError('TOKEN_EXPIRED', messages.sessionExpired);
    },
    forget,
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      isClosed = true;
      clearTimeout(retry);
      if (isListening) await unlisten();
    },
  };
}

function parseEnded(payload: string): EndedSessions | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    if ('accountId' in value && typeof value.accountId === 'string') {
      return { accountId: value.accountId };
    }
    if (
      'sessionIds' in value &&
      Array.isArray(value.sessionIds) &&
      value.sessionIds.every((id) => typeof id === 'string')
    ) {
      return { sessionIds: value.sessionIds as string[] };
    }
    return undefined;
  } catch {
    return undefined;
  }
}
