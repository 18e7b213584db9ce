// What the Google Calendar code needs of the process: Google's OAuth client (the sign-in's, from
// GOOGLE_CLIENT_ID/SECRET) and addresses (SOCIAL_API_URL in tests), the crypto box that seals the
// refresh token, the signing of the OAuth state, the app's address and the log.
import type { Deps } from '../../platform/deps.ts';
import { googleEndpoints, type GoogleClient } from './google-api.ts';

export type GoogleCalendarContext = {
  /** Undefined when the server has no Google OAuth client: nothing can connect. */
  client: GoogleClient | undefined;
  box: Deps['box'];
  tokens: Deps['tokens'];
  appUrl: string;
  /** Busy times older than this are asked for again (GOOGLE_CALENDAR_BUSY_TTL_SECONDS). */
  busyFreshMs: number;
  log: Pick<Deps['log'], 'warn' | 'error' | 'info'>;
};

export function googleCalendarContextOf(deps: Deps): GoogleCalendarContext {
  const { config } = deps;
  return {
    client: config.google ? { ...config.google, endpoints: googleEndpoints(config) } : undefined,
    box: deps.box,
    tokens: deps.tokens,
    appUrl: config.appUrl,
    busyFreshMs: config.googleBusyTtlSeconds * 1000,
    log: deps.log,
  };
}
