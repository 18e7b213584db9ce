// The one HTTP client of the web app: the general request rules and the error kinds.
import type { TAccount } from '@studio/shared/account/contracts';
import type { TAuthResponse } from '@studio/shared/auth/contracts';
import { messages } from '@studio/shared/messages';
import type { TProblem } from '@studio/shared/platform/contracts';
import { AJAX_VALUE, TOKEN_EXPIRED } from '@studio/shared/platform/protocol';
import { asProblem, isAuthResponse } from './answer-shapes.ts';
import { splitLines } from './problem-lines.ts';

export const NETWORK_ERROR_STATUS = 499;
export const REFRESH_TOKEN_PATH = '/auth/refresh-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ParamValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;
export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };
export type DownloadOptions = RequestOptions & { method?: HttpMethod; body?: unknown };
export type Download = { blob: Blob; fileName: string };
export type FieldError = { field: string; message: string };

export type HttpClientConfig = {
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Pause before the one retry of a GET. */
  retryDelayMs?: number;
};

/** A failure the UI may show: the server's text as separate lines. */
export abstract class ApiError extends Error {
  readonly status: number;
  readonly problem: TProblem;
  readonly lines: string[];

  protected constructor(problem: TProblem, message: string) {
    super(message);
    this.status = problem.status;
    this.problem = problem;
    this.lines = splitLines(problem.detail);
    if (this.lines.length === 0) this.lines = [message];
  }

  get title(): string {
    return this.problem.title;
  }
}

/** Status 500 and above. */
export class HttpError extends ApiError {
  constructor(problem: TProblem) {
    super(problem, problem.detail || fixedMessage(problem.status) || messages.internalError);
    this.name = 'HttpError';
  }
}

/** Below 500: validation and other problems the user can act on. */
export class DataError extends ApiError {
  readonly code: string | undefined;
  readonly fieldErrors: FieldError[];

  constructor(problem: TProblem) {
    super(problem, problem.detail || problem.title);
    this.name = 'DataError';
    this.code = problem.code;
    this.fieldErrors = problem.errors ?? [];
  }
}

/** The fetch itself failed: no answer from the server. */
export class NetworkError extends DataError {
  constructor() {
    super({ status: NETWORK_ERROR_STATUS, title: 'Network error', detail: messages.networkError });
    this.name = 'NetworkError';
  }
}

/** The caller aborted the request: never shown to anyone. */
export class AbortedError extends Error {
  constructor() {
    super('The request was aborted');
    this.name = 'AbortedError';
  }
}

export function isAbortedError(error: unknown): error is AbortedError {
  return error instanceof AbortedError;
}

/** The lines to show for any error: server text split on ';', else the error's message. */
export function errorLines(error: unknown): string[] {
  if (error instanceof ApiError) return error.lines;
  if (error instanceof Error && error.message) return [error.message];
  return [messages.internalError];
}

/** The fixed texts for gateway failures. */
export function fixedMessage(status: number): string | undefined {
  if (status === 502) return messages.badGateway;
  if (status === 503) return messages.serviceUnavailable;
  if (status === 504) return messages.gatewayTimeout;
  return undefined;
}

export class HttpClient {
  private accessToken: string | undefined;
  private businessId: string | undefined;
  private onUnauthorized: (() => void) | undefined;
  private refreshing: Promise<TAuthResponse> | undefined;
  private readonly config: Required<HttpClientConfig>;

  constructor(config: HttpClientConfig = {}) {
    this.config = {
      fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      retryDelayMs: config.retryDelayMs ?? 300,
    };
  }

  /** The access token lives in memory only; the refresh token is an httpOnly cookie. */
  setAccessToken(token: string | undefined): void {
    this.accessToken = token;
  }

  getAccessToken(): string | undefined {
    return this.accessToken;
  }

  setBusinessId(id: string | undefined): void {
    this.businessId = id;
  }

  /** Called when the session is over: a 401 that a token refresh cannot mend. */
  setOnUnauthorized(callback: (() => void) | undefined): void {
    this.onUnauthorized = callback;
  }

  get<T>(url: string, params?: QueryParams, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', url, params, options);
  }

  delete<T>(url: string, params?: QueryParams, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', url, params, options);
  }

  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', url, body, options);
  }

  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', url, body, options);
  }

  patch<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', url, body, options);
  }

  /** GET and DELETE take `data` as query parameters; the other methods as the JSON body. */
  async request<T>(
    method: HttpMethod,
    url: string,
    data?: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const response = await this.send(method, url, data, options);
    return (await readBody(response)) as T;
  }

  /** A file with the name the server gives in content-disposition. */
  async download(
    url: string,
    params?: QueryParams,
    options: DownloadOptions = {},
  ): Promise<Download> {
    const method = options.method ?? 'GET';
    const hasQuery = method === 'GET' || method === 'DELETE';
    const target = hasQuery ? url : withQuery(url, params);
    const response = await this.send(method, target, hasQuery ? params : options.body, options);
    const blob = await response.blob();
    const fileName =
      fileNameFromDisposition(response.headers.get('content-disposition')) ?? lastSegment(url);
    return { blob, fileName };
  }

  /**
   * Trades the refresh cookie for a new access token. Concurrent callers share one call, so a
   * burst of expired requests rotates the refresh token once.
   */
  async refreshAccessToken(): Promise<string> {
    return (await this.refresh()).token;
  }

  /** The boot of a reloaded app: the refresh answers the account with the token. */
  async resumeSession(): Promise<TAccount> {
    return (await this.refresh()).account;
  }

  private refresh(): Promise<TAuthResponse> {
    this.refreshing ??= this.callRefresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async callRefresh(): Promise<TAuthResponse> {
    let response: Response;
    try {
      response = await this.config.fetch(REFRESH_TOKEN_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: this.headers(undefined, false),
      });
    } catch {
      throw new NetworkError();
    }
    if (!response.ok) throw errorFrom(await readProblem(response));
    const body = await readBody(response);
    if (!isAuthResponse(body)) {
      throw new DataError({ status: 401, title: 'Unauthorized', detail: messages.sessionExpired });
    }
    this.accessToken = body.token;
    return body;
  }

  private async send(
    method: HttpMethod,
    url: string,
    data: unknown,
    options: RequestOptions,
  ): Promise<Response> {
    assertSameOrigin(url);
    const { signal } = options;
    const hasQuery = method === 'GET' || method === 'DELETE';
    const target = hasQuery ? withQuery(url, data as QueryParams | undefined) : url;
    const body = hasQuery ? undefined : encodeBody(data);
    let retriesLeft = method === 'GET' ? 1 : 0;
    let hasRefreshed = false;

    for (;;) {
      if (signal?.aborted) throw new AbortedError();
      const sentToken = this.accessToken;
      let response: Response;
      try {
        response = await this.config.fetch(target, {
          method,
          credentials: 'same-origin',
          headers: { ...this.headers(body, true), ...options.headers },
          body: body ?? null,
          signal: signal ?? null,
        });
      } catch (error) {
        if (signal?.aborted || isAbortException(error)) throw new AbortedError();
        if (retriesLeft > 0) {
          retriesLeft -= 1;
          await pause(this.config.retryDelayMs, signal);
          continue;
        }
        throw new NetworkError();
      }
      if (response.ok) return response;
      if (response.status >= 500 && retriesLeft > 0) {
        retriesLeft -= 1;
        await pause(this.config.retryDelayMs, signal);
        continue;
      }
      const problem = await readProblem(response);
      if (response.status === 401) {
        if (problem.code === TOKEN_EXPIRED && !hasRefreshed) {
          hasRefreshed = true;
          await this.renewToken(sentToken, problem);
          continue;
        }
        this.endSession();
      }
      throw errorFrom(problem);
    }
  }

  /** After an expired-token 401: a new token, unless another request already got one. */
  private async renewToken(sentToken: string | undefined, problem: TProblem): Promise<void> {
    if (this.accessToken && this.accessToken !== sentToken) return;
    try {
      await this.refreshAccessToken();
    } catch (error) {
      // The server could not be asked: the session may still be valid, so keep it.
      if (error instanceof NetworkError || error instanceof HttpError) throw error;
      this.endSession();
      throw errorFrom(problem);
    }
  }

  private endSession(): void {
    this.accessToken = undefined;
    this.onUnauthorized?.();
  }

  private headers(body: BodyInit | undefined, withToken: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': AJAX_VALUE,
    };
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    if (this.businessId) headers['X-Business-Id'] = this.businessId;
    if (withToken && this.accessToken) headers.Authorization = `Bearer ${this.accessToken}`;
    return headers;
  }
}

/** The client the app uses; tests make their own. */
export const http = new HttpClient();

/** Saves a downloaded file through a temporary link. */
export function saveDownload({ blob, fileName }: Download): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * The file name of a content-disposition header: `filename*` (RFC 5987, UTF-8 or ISO-8859-1)
 * wins over `filename`, which may be quoted with backslash escapes.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i
    .exec(header)?.[1]
    ?.trim()
    .replace(/^"(.*)"$/, '$1');
  if (extended) {
    const match = /^([^']*)'[^']*'(.*)$/.exec(extended);
    const charset = match?.[1]?.toLowerCase() ?? 'utf-8';
    const encoded = match?.[2] ?? extended;
    try {
      const decoded =
        charset === 'iso-8859-1'
          ? encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            )
          : decodeURIComponent(encoded);
      if (decoded) return safeName(decoded);
    } catch {
      // A malformed extended value: fall back to the plain filename.
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header)?.[1];
  if (quoted !== undefined) return safeName(quoted.replace(/\\(.)/g, '$1'));
  const plain = /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  return plain ? safeName(plain) : undefined;
}

function safeName(name: string): string {
  return name.replace(/[/\\]/g, '_');
}

function lastSegment(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.split('/').filter(Boolean).pop() ?? 'download');
}

/** Same origin only: a path such as /api/account, never a full address. */
function assertSameOrigin(url: string): void {
  if (!url.startsWith('/') || url.startsWith('//')) {
    throw new Error(`Requests go to the app's own origin; got ${url}`);
  }
}

function withQuery(url: string, params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as ParamValue[]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function encodeBody(data: unknown): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams) {
    return data;
  }
  return JSON.stringify(data);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The problem details of a failed answer, made up from the status when the body has none.
 * Extension members (RFC 9457) are kept: a feature reads its own, such as a social sign-in's
 * actionNeeded, by parsing `error.problem` with its contract.
 */
async function readProblem(response: Response): Promise<TProblem> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined;
  }
  const problem = asProblem(body);
  if (problem) return { ...problem, status: response.status };
  const detail =
    fixedMessage(response.status) ??
    (response.status >= 500 ? messages.internalError : response.statusText || 'Request failed');
  return { status: response.status, title: response.statusText || 'Error', detail };
}

function errorFrom(problem: TProblem): ApiError {
  return problem.status >= 500 ? new HttpError(problem) : new DataError(problem);
}

function isAbortException(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
