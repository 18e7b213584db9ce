// The two answers every screen's boot reads (the refreshed session and a problem detail), checked
// by hand rather than with their zod schemas: zod is 27 kB of the first load's JavaScript, and the
// owner's first screen needs nothing else of it. The server builds both from those schemas; this
// check only guards against an answer that is not the server's (a proxy's page, a cut body).
import type { TAuthResponse } from '@studio/shared/auth/contracts';
import type { TProblem } from '@studio/shared/platform/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A refresh or sign-in answer: a token and the signed-in account. */
export function isAuthResponse(body: unknown): body is TAuthResponse {
  return (
    isRecord(body) &&
    typeof body.token === 'string' &&
    body.token !== '' &&
    isRecord(body.account) &&
    typeof body.account.id === 'string' &&
    typeof body.account.email === 'string'
  );
}

/** RFC 9457 problem details as the server sends them; extension members are kept. */
export function asProblem(body: unknown): (TProblem & Record<string, unknown>) | undefined {
  if (!isRecord(body)) return undefined;
  const { status, title, detail, code, errors } = body;
  const isFieldError = (item: unknown) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string';
  if (
    typeof status !== 'number' ||
    !Number.isInteger(status) ||
    typeof title !== 'string' ||
    typeof detail !== 'string' ||
    (code !== undefined && typeof code !== 'string') ||
    (errors !== undefined && !(Array.isArray(errors) && errors.every(isFieldError)))
  ) {
    return undefined;
  }
  return body as TProblem & Record<string, unknown>;
}
