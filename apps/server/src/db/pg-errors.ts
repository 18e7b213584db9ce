// PostgreSQL errors answered in our own words: the modules' (a taken email, a taken coupon code)
// and the error handler's (the database cannot be reached now).

/** PostgreSQL unique_violation (23505), wrapped by drizzle in one or more `cause`s. */
export function isUniqueViolation(error: unknown): boolean {
  return someCause(error, (cause) => cause.code === '23505');
}

/** pg-pool's words when no connection came free (or opened) within connectionTimeoutMillis. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';
/** Node's codes for a database host that refuses, drops or cannot be found. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs: too_many_connections, query_canceled (past statement_timeout, see db/client.ts, or
 * cancelled by an administrator), admin_shutdown, crash_shutdown, cannot_connect_now.
 */
const UNAVAILABLE_STATES = new Set(['53300', '57014', '57P01', '57P02', '57P03']);

/**
 * The database cannot serve the request now: down, restarting, out of connections, the connection
 * lost, no pooled connection free in time, or the statement ran out of time. Worth a retry in a
 * moment, unlike a fault of ours.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, ({ code, message }) => {
    if (typeof code === 'string') {
      // Class 08: connection exceptions.
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) {
        return true;
      }
    }
    return (
      typeof message === 'string' &&
      (message === POOL_TIMEOUT || message.startsWith('Connection terminated'))
    );
  });
}

type Cause = { code?: unknown; message?: unknown; cause?: unknown };

/** Whether the error or one of its (at most five) wrapped causes passes the test. */
function someCause(error: unknown, test: (cause: Cause) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isObject(current); depth++) {
    if (test(current)) return true;
    current = current.cause;
  }
  return false;
}

function isObject(value: unknown): value is Cause {
  return typeof value === 'object' && value !== null;
}
