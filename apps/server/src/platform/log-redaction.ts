// Request logs without the credentials some addresses carry: emailed links (?token=), the
// providers' answers on /social/* (?code=, &state=, ?access_token=) and a client's booking link
// (/booking/{token}, /api/public/bookings/{token}/...), which is the key to that booking.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /(^|&)(token|code|access_token|state)=[^&]*/g;
const SECRET_PATH = /^(\/(?:api\/public\/bookings|booking)\/)[^/]+/;
export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  return `${path}?${url.slice(queryAt + 1).replace(SECRET_PARAMS, `$1$2=${REDACTED}`)}`;
}

/** Fastify's own request fields, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
