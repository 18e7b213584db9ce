// One AppError for application code; only this file knows how codes become HTTP problem details.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { messages } from '@studio/shared/messages';
import { TOKEN_EXPIRED, type TProblem } from '@studio/shared/platform/contracts';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';

export const errorStatus = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type FieldError = { field: string; message: string };

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** What a 503 'Service unavailable' asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  static validation(field: string, message: string): AppError {
    return new AppError('VALIDATION', message, { errors: [{ field, message }] });
  }

  static notFound(message: string = messages.notFound): AppError {
    return new AppError('NOT_FOUND', message);
  }

  /** The database (or what a request needs of it) cannot serve now: try again in a moment. */
  static unavailable(): AppError {
    return new AppError('UNAVAILABLE', messages.serviceUnavailable, {
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  }
}

export function problem(
  status: number,
  messagesList: string[],
  extra: Partial<TProblem> = {},
): TProblem {
  return {
    status,
    title: titles[status] ?? 'Error',
    detail: messagesList.join('; '),
    ...extra,
  };
}

function fromFieldErrors(errors: FieldError[]): TProblem {
  return problem(
    400,
    errors.map((e) => e.message),
    { title: messages.validationFailed, errors },
  );
}

function fieldOf(path: PropertyKey[] | string): string {
  if (typeof path === 'string') return path.replace(/^\//, '').replace(/\//g, '.');
  return path.map(String).join('.');
}

function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  const status = errorStatus[error.code];
  if (error.headers) void reply.headers(error.headers);
  const body =
    error.code === 'VALIDATION' && error.errors
      ? fromFieldErrors(error.errors)
      : problem(status, [error.message], {
          code: error.code === 'TOKEN_EXPIRED' ? TOKEN_EXPIRED : error.code,
          ...(error.errors ? { errors: error.errors } : {}),
        });
  return reply.status(status).type('application/problem+json').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendAppError(reply, AppError.unavailable());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldOf(v.instancePath),
        message: v.message ?? '',
      }));
      return reply.status(400).type('application/problem+json').send(fromFieldErrors(errors));
    }
    if (error instanceof ZodError) {
      const errors = error.issues.map((i) => ({ field: fieldOf(i.path), message: i.message }));
      return reply.status(400).type('application/problem+json').send(fromFieldErrors(errors));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendGenericProblem(reply, status);
  });
}

/**
 * The detail of an error raised by the framework or a library rather than by our code. Their
 * own messages often quote the request (a JSON parser's "Unexpected token ... in '...'", the
 * content type, the path), so the answer words the status instead and repeats nothing sent.
 */
export function genericDetail(status: number): string {
  switch (status) {
    case 401:
      return messages.unauthorized;
    case 403:
      return messages.accessDenied;
    case 404:
    case 405:
      return messages.notFound;
    case 406:
      return messages.notAcceptable;
    case 413:
    case 431:
      return messages.requestTooLarge;
    case 414:
      return messages.urlTooLong;
    case 415:
      return messages.unsupportedMediaType;
    default:
      return status >= 500 ? messages.internalError : messages.badRequest;
  }
}

function sendGenericProblem(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .status(status)
    .type('application/problem+json')
    .send(problem(status, [genericDetail(status)]));
}

/**
 * Fastify's `frameworkErrors`: what it answers before any route is found (a malformed or
 * over-long path parameter), as problem details like every other error.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendGenericProblem(reply, status);
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser itself cannot read (broken request
 * line, headers too large) is answered on the raw socket, as problem details, then closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify(problem(status, [genericDetail(status)]));
  socket.end(
    `HTTP/1.1 ${status} ${titles[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/problem+json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
