// The refresh token travels only in this httpOnly cookie, sent back only to the /auth routes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../platform/config.ts';
import type { TAuthResponse } from '@studio/shared/auth/contracts';
import type { SignedIn } from './auth-service.ts';
import { presentAccount } from './presenter.ts';
import type { IssuedRefreshToken } from './session-service.ts';

export const REFRESH_COOKIE = 'studio_rt';

function cookieOptions(config: Config): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/auth',
    secure: config.appUrl.startsWith('https'),
  };
}

export function setRefreshCookie(
  reply: FastifyReply,
  config: Config,
  refresh: IssuedRefreshToken,
): void {
  void reply.setCookie(REFRESH_COOKIE, refresh.token, {
    ...cookieOptions(config),
    maxAge: config.refreshTokenTtlDays * 24 * 60 * 60,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

/** A sign-in's answer: the refresh token in its cookie, the access token and account in the body. */
export function answerSignedIn(
  reply: FastifyReply,
  config: Config,
  signedIn: SignedIn,
): TAuthResponse {
  setRefreshCookie(reply, config, signedIn.refresh);
  return { ...signedIn.access, account: presentAccount(signedIn.view) };
}
