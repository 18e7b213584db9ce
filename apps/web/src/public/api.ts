// The booking pages' small HTTP client (no login, no business header): JSON in and out, problem
// details turned into PublicApiError with the server's lines, field errors and, for a time taken
// meanwhile (409), the nearest free times.
import { messages } from '@studio/shared/messages';
import type { TPublicTime } from '@studio/shared/booking/contracts';

export const NETWORK_ERROR_STATUS = 499;

export type FieldError = { field: string; message: string };

export class PublicApiError extends Error {
  readonly status: number;
  readonly lines: string[];
  readonly fieldErrors: FieldError[];
  readonly alternatives: TPublicTime[];

  constructor(status: number, body: unknown) {
    const problem = (typeof body === 'object' && body !== null ? body : {}) as {
      detail?: unknown;
      title?: unknown;
      errors?: unknown;
      alternatives?: unknown;
    };
    const detail =
      typeof problem.detail === 'string' && problem.detail
        ? problem.detail
        : typeof problem.title === 'string' && problem.title
          ? problem.title
          : fallbackMessage(status);
    super(detail);
    this.name = 'PublicApiError';
    this.status = status;
    // The server joins several messages with '; ' (one line each).
    this.lines = detail
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean);
    this.fieldErrors = Array.isArray(problem.errors) ? (problem.errors as FieldError[]) : [];
    this.alternatives = Array.isArray(problem.alternatives)
      ? (problem.alternatives as TPublicTime[])
      : [];
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

function fallbackMessage(status: number): string {
  if (status === NETWORK_ERROR_STATUS) return messages.networkError;
  if (status === 404) return messages.bookingPageNotFound;
  if (status === 502) return messages.badGateway;
  if (status === 503) return messages.serviceUnavailable;
  if (status === 504) return messages.gatewayTimeout;
  return messages.internalError;
}

/**
 * The server clock minus this device's clock, from the last answer's Date header: a hold's
 * countdown runs on the server's time even when the phone's clock is off.
 */
let serverClockOffsetMs = 0;
export function serverNow(): number {
  return Date.now() + serverClockOffsetMs;
}

type Method = 'GET' | 'POST' | 'DELETE';

export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PublicApiError(NETWORK_ERROR_STATUS, null);
  }
  const serverDate = Date.parse(response.headers?.get?.('date') ?? '');
  if (Number.isFinite(serverDate)) serverClockOffsetMs = serverDate - Date.now();
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) throw new PublicApiError(response.status, parsed);
  return parsed as T;
}

const segment = encodeURIComponent;

export const paths = {
  business: (b: string) => `/api/public/businesses/${segment(b)}`,
  service: (b: string, s: string) => `/api/public/businesses/${segment(b)}/services/${segment(s)}`,
  availability: (
    b: string,
    s: string,
    query: { from: string; days: number; packageId?: string },
  ) => {
    const search = new URLSearchParams({ from: query.from, days: String(query.days) });
    if (query.packageId) search.set('packageId', query.packageId);
    return `${paths.service(b, s)}/availability?${search.toString()}`;
  },
  holds: (b: string, s: string) => `${paths.service(b, s)}/holds`,
  hold: (token: string) => `/api/public/holds/${segment(token)}`,
  quote: (b: string) => `${paths.business(b)}/quote`,
  checkout: (b: string, s: string) => `${paths.service(b, s)}/checkout`,
  /** The service's contracts to read and sign before booking (filled for the hold). */
  bookingDrafts: (b: string, s: string) => `${paths.service(b, s)}/contracts`,
  checkoutState: (id: string) => `/api/public/checkouts/${segment(id)}`,
  cancelCheckout: (id: string) => `/api/public/checkouts/${segment(id)}/cancel`,
  answers: (token: string) => `${paths.booking(token)}/answers`,
  waitlist: (b: string, s: string) => `${paths.service(b, s)}/waitlist`,
  inquiries: (b: string) => `${paths.business(b)}/inquiries`,
  booking: (token: string) => `/api/public/bookings/${segment(token)}`,
  calendar: (token: string) => `${paths.booking(token)}/calendar.ics`,
  cancel: (token: string) => `${paths.booking(token)}/cancel`,
  move: (token: string) => `${paths.booking(token)}/move`,
  bookingContracts: (token: string) => `${paths.booking(token)}/contracts`,
  contract: (token: string) => `/api/public/contracts/${segment(token)}`,
  signContract: (token: string) => `${paths.contract(token)}/sign`,
  contractPdf: (token: string) => `${paths.contract(token)}/pdf`,
  payInvoice: (token: string, invoiceId: string) =>
    `${paths.booking(token)}/invoices/${segment(invoiceId)}/pay`,
};

/**
 * Lets go of a hold when the client leaves. sendBeacon can only POST, so this is a DELETE with
 * keepalive, which the browser finishes after the page is gone.
 */
export function releaseHold(holdToken: string): void {
  try {
    void fetch(paths.hold(holdToken), { method: 'DELETE', keepalive: true }).catch(() => {});
  } catch {
    // Leaving the page: nothing to tell anyone; the hold expires by itself.
  }
}
