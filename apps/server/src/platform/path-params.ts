// Path parameters as the guards that run before validation see them: not yet parsed by the
// route's schema, so read and checked by hand.
import type { FastifyRequest } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The named path parameter, or undefined when the route has none by that name. */
export function paramOf(request: FastifyRequest, name: string): string | undefined {
  const params = request.params;
  if (!params || typeof params !== 'object' || !(name in params)) return undefined;
  const value = (params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
