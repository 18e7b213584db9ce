// Short-lived JWT access tokens (jose, HS256) and random opaque tokens stored only as hashes.
import crypto from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { messages } from '@studio/shared/messages';
import type { Database } from '../db/client.ts';
import { resolveAppSecret } from './app-secrets.ts';
import { AppError } from './errors.ts';
import { ExpiringMap } from './expiring-map.ts';

/**
 * Who the token speaks for, and the sign-in it belongs to (its refresh-token family): a token is
 * accepted only while that sign-in is open (session-gate.ts).
 */
export type AccessClaims = { accountId: string; sessionId: string };

export type TokenService = {
  ttlSeconds: number;
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
  /**
   * A short-lived signed statement for one purpose (the audience), e.g. who a social provider
   * said a person is. Never accepted as an access token, nor for another purpose.
   */
  signTicket(audience: string, claims: JWTPayload, ttlSeconds: number): Promise<string>;
  /** The ticket's claims; undefined when it is forged, expired or for another purpose. */
  verifyTicket(audience: string, ticket: string): Promise<JWTPayload | undefined>;
};

export async function createTokenService(
  secret: string,
  ttlSeconds: number,
): Promise<TokenService> {
  // A CryptoKey imported once: given raw bytes or a KeyObject, jose imports a key on every sign
  // and verify, which showed as the largest cost of a signed-in request in the profiler.
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(secret, 'utf8'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens this process has already verified, until they expire. A signed-in app sends the same
  // token with every request for its lifetime, and checking the HMAC (WebCrypto, off the main
  // thread) was a tenth of a small request's CPU in a profile. Keyed by the whole token string,
  // signature included, so only a token that passed the check ever matches.
  const verified = new ExpiringMap<AccessClaims>(VERIFIED_TOKENS_MAX);
  return {
    ttlSeconds,
    sign: ({ accountId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(accountId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token, Date.now());
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub || payload.aud !== undefined)
          throw new AppError('UNAUTHORIZED', messages.unauthorized);
        // A token that names no sign-in cannot be ended by signing out: the client must refresh.
        if (typeof payload.sid !== 'string')
          throw new AppError('TOKEN_EXPIRED', messages.sessionExpired);
        const claims = { accountId: payload.sub, sessionId: payload.sid };
        if (payload.exp !== undefined) verified.set(token, claims, payload.exp * 1000);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          throw new AppError('TOKEN_EXPIRED', messages.sessionExpired);
        if (error instanceof AppError) throw error;
        throw new AppError('UNAUTHORIZED', messages.unauthorized);
      }
    },
    signTicket: (audience, claims, ttl) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(key),
    async verifyTicket(audience, ticket) {
      try {
        const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'], audience });
        return payload;
      } catch {
        return undefined;
      }
    },
  };
}

const VERIFIED_TOKENS_MAX = 10_000;

/**
 * The signing key: JWT_SECRET when set, otherwise one generated on first start and kept in the
 * database, so every instance sharing the database signs and verifies with the same key.
 */
export async function resolveJwtSecret(
  db: Database,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  return resolveAppSecret(db, 'jwt', () => crypto.randomBytes(48).toString('base64url'));
}

export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}
