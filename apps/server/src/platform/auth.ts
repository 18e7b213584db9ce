// Authentication and tenancy for every route. API routes are closed by default: a route opts out with
// `config: { access: 'public' }` or needs only a signed-in account with `access: 'account'`.
// Everything else needs a signed-in member of the business named in X-Business-Id.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@studio/shared/messages';
import { canAccess, type Requirement } from '@studio/shared/permissions';
import { BUSINESS_HEADER } from '@studio/shared/platform/contracts';
import type { Database } from '../db/client.ts';
import { AppError } from './errors.ts';
import { ExpiringMap } from './expiring-map.ts';
import { settingsRequirement } from './settings-access.ts';
import { isUuid } from './path-params.ts';
import type { AccessClaims } from './tokens.ts';

export type Access = 'public' | 'account' | 'business';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: Access;
    /** Capability and role needed; alternatives with '|'. */
    requires?: Requirement;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    accountId: string | undefined;
    /** The sign-in (refresh-token family) of the access token, with accountId. */
    sessionId: string | undefined;
    tenant: Tenant | undefined;
  }
}

export type Tenant = { businessId: string; accountId: string; roles: string[]; caps: string[] };

export function registerAuth(
  app: FastifyInstance,
  { findMembership }: { findMembership: FindMembership },
): void {
  const memberships = new ExpiringMap<Membership>(KNOWN_MEMBERSHIPS_MAX);
  app.decorateRequest('accountId', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorateRequest('tenant', undefined);

  // A settings write (settings-access.ts) carries its requirement in its config like a route that
  // names its own, once at registration: the request hook and the OpenAPI document read one place.
  app.addHook('onRoute', (route) => {
    const requires = settingsRequirement([route.method].flat()[0] ?? 'GET', route.url);
    if (requires && route.config?.requires === undefined) {
      route.config = { ...route.config, requires };
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // No matched route: the not-found handler answers, nothing to protect.
    // API routes are closed unless they say otherwise; the web app's files are public.
    const url = request.routeOptions.url;
    const isApi = url !== undefined && /^\/(api|auth)\//.test(url);
    const access: Access = config.access ?? (isApi ? 'business' : 'public');
    if (access === 'public') {
      const claims = await optionalAccount(app, request);
      request.accountId = claims?.accountId;
      request.sessionId = claims?.sessionId;
      return;
    }
    const claims = await requireAccount(app, request);
    request.accountId = claims.accountId;
    request.sessionId = claims.sessionId;
    if (access === 'business') {
      request.tenant = await requireMembership(
        app,
        { memberships, findMembership },
        request,
        request.accountId,
        config.requires,
      );
    }
  });
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * The claims of a valid access token whose sign-in is still open: not signed out, and no password
 * reset or change since (platform/session-gate.ts).
 */
async function requireAccount(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AccessClaims> {
  const token = bearer(request);
  if (!token) throw new AppError('UNAUTHORIZED', messages.unauthorized);
  const claims = await app.deps.tokens.verify(token);
  await app.deps.sessions.requireOpen(claims);
  return claims;
}

async function optionalAccount(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AccessClaims | undefined> {
  if (!bearer(request)) return undefined;
  try {
    return await requireAccount(app, request);
  } catch {
    return undefined;
  }
}

type Membership = { roles: string[]; caps: string[] };

/**
 * The roles and capabilities of an account in a business, or undefined when it is not a member.
 * The businesses module owns memberships and hands this lookup to the hook (app.ts).
 */
export type FindMembership = (
  db: Database,
  input: { businessId: string; accountId: string },
) => Promise<Membership | undefined>;

/**
 * How long a membership read stays good in this process. Every business request needs its
 * member's roles and capabilities, and on this kind of machine the round trip to the database for
 * them cost more of a small request than the reading itself (a third of a millisecond of the
 * server's CPU in the socket write alone); a signed-in app sends a burst of requests per screen,
 * all for the same member. Only found memberships are kept: someone who is not a member is asked
 * about every time, so joining a business takes effect at once. Memberships are written once, when
 * a business is created; a later change of roles (team members) would take effect within this
 * time on every instance, well inside an access token's lifetime, which carries the account as
 * long.
 */
const KNOWN_MEMBERSHIP_MS = 30_000;
const KNOWN_MEMBERSHIPS_MAX = 10_000;

async function requireMembership(
  app: FastifyInstance,
  lookup: { memberships: ExpiringMap<Membership>; findMembership: FindMembership },
  request: FastifyRequest,
  accountId: string,
  requires: Requirement | undefined,
): Promise<Tenant> {
  // A missing or malformed header is the client's mistake, said as such (400); a well-formed id of a
  // business the account is not a member of answers 404 below, as if it did not exist.
  const businessId = request.headers[BUSINESS_HEADER];
  if (typeof businessId !== 'string' || !isUuid(businessId)) {
    throw new AppError('VALIDATION', messages.businessHeaderInvalid);
  }
  const now = Date.now();
  const key = `${accountId}:${businessId}`;
  const { memberships, findMembership } = lookup;
  let member = memberships.get(key, now);
  if (!member) {
    member = await findMembership(app.deps.db, { businessId, accountId });
    // Not a member answers as if the business did not exist: nothing about it leaks.
    if (!member) throw new AppError('NOT_FOUND', messages.businessNotFound);
    memberships.set(key, member, now + KNOWN_MEMBERSHIP_MS);
  }
  if (requires && !canAccess(member, requires))
    throw new AppError('FORBIDDEN', messages.accessDenied);
  return { businessId, accountId, roles: member.roles, caps: member.caps };
}

/** The tenant of a business route; throws if a route forgot `access: 'business'`. */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new AppError('UNAUTHORIZED', messages.unauthorized);
  return request.tenant;
}

/** The signed-in account and its sign-in, when the request carries a valid access token. */
export function signInOf(
  request: FastifyRequest,
): { accountId: string; sessionId: string } | undefined {
  if (!request.accountId || !request.sessionId) return undefined;
  return { accountId: request.accountId, sessionId: request.sessionId };
}

export function accountOf(request: FastifyRequest): string {
  if (!request.accountId) throw new AppError('UNAUTHORIZED', messages.unauthorized);
  return request.accountId;
}
