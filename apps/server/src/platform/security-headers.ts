// Security headers (helmet's set). @fastify/helmet rebuilds helmet's middleware and re-parses the
// Content-Security-Policy on EVERY request (about 1.5% of a small request's CPU in a profile of
// GET /api/account). Our policy has no per-request parts (no nonces), so the headers are computed
// once at start with helmet itself and copied onto each reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet would set for these options, as a plain object. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      isDone = true;
    },
  );
  // Guard: a policy with per-request parts (nonce functions) would not finish synchronously.
  if (!isDone) throw new Error('helmet options must not depend on the request');
  return headers;
}

/** Other headers for some paths: the first variant whose test the path passes is used. */
export type SecurityHeaderVariant = {
  appliesTo(pathname: string): boolean;
  options: HelmetOptions;
};

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  variants: SecurityHeaderVariant[] = [],
): void {
  const headers = helmetHeaders(options);
  const computed = variants.map((variant) => ({
    appliesTo: variant.appliesTo,
    headers: helmetHeaders(variant.options),
  }));
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const variant = computed.find((candidate) => candidate.appliesTo(pathname));
    void reply.headers(variant ? variant.headers : headers);
    done();
  });
}
