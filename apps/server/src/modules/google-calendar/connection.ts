// The connection of a business to a Google account: connecting through Google's consent page
// (state bound to the business and the person), the sealed refresh token, the calendars and the
// ones chosen to block times, access tokens, and the move to RECONNECT_NEEDED when Google refuses
// the grant (one email to the owner, however many requests notice it).
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  GOOGLE_CALENDAR_RETURN_PATH,
  type TGoogleCalendarState,
} from '@studio/shared/integrations/google-calendar';
import { integrationMessages as m } from '@studio/shared/integrations/messages';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { businessColumns } from '../businesses/business-columns.ts';
import type { GoogleCalendarContext } from './context.ts';
import {
  AccessRefused,
  authorizeUrl,
  exchangeCode,
  GoogleUnavailable,
  GrantRevoked,
  listCalendars,
  refreshAccessToken,
  revokeGrant,
  type GoogleClient,
} from './google-api.ts';
import {
  googleCalendarBusy,
  googleCalendarConnections,
  googleCalendarWrites,
  type StoredCalendar,
} from './schema.ts';

export type ConnectionRow = typeof googleCalendarConnections.$inferSelect;

const STATE_AUDIENCE = 'studio:google-calendar-connect';
const STATE_TTL_SECONDS = 15 * 60;
export const GOOGLE_CALENDAR_WRITES_CHANNEL = 'google_calendar_writes';

const sealContext = (businessId: string) => `google-calendar:refresh-token:${businessId}`;
const redirectUriOf = (context: GoogleCalendarContext) =>
  `${context.appUrl}${GOOGLE_CALENDAR_RETURN_PATH}`;

function clientOf(context: GoogleCalendarContext): GoogleClient {
  if (!context.client) throw new AppError('UNAVAILABLE', m.googleCalendarNotConfigured);
  return context.client;
}

export async function findConnection(
  executor: Executor,
  input: { businessId: string },
): Promise<ConnectionRow | undefined> {
  const [row] = await executor
    .select()
    .from(googleCalendarConnections)
    .where(eq(googleCalendarConnections.businessId, input.businessId))
    .limit(1);
  return row;
}

/** Google's consent page, with a state only this business's signed-in person can bring back. */
export async function startConnect(
  context: GoogleCalendarContext,
  input: { businessId: string; accountId: string },
): Promise<{ url: string }> {
  const client = clientOf(context);
  const state = await context.tokens.signTicket(
    STATE_AUDIENCE,
    { businessId: input.businessId, accountId: input.accountId, nonce: crypto.randomUUID() },
    STATE_TTL_SECONDS,
  );
  return { url: authorizeUrl(client, { redirectUri: redirectUriOf(context), state }) };
}

/**
 * Google sent the browser back with a code: the state must be this business's and this person's
 * and unexpired (so a code cannot be slipped into another business); the code is exchanged at
 * once and only the sealed refresh token is kept.
 */
export async function finishConnect(
  context: GoogleCalendarContext,
  db: Database,
  input: { businessId: string; accountId: string; code: string; state: string },
): Promise<TGoogleCalendarState> {
  const client = clientOf(context);
  const claims = await context.tokens.verifyTicket(STATE_AUDIENCE, input.state);
  if (claims?.businessId !== input.businessId || claims.accountId !== input.accountId)
    throw AppError.validation('state', m.googleCalendarStateInvalid);
  const exchanged = await exchangeCode(client, {
    code: input.code,
    redirectUri: redirectUriOf(context),
  }).catch((error: unknown) => {
    if (error instanceof GrantRevoked) throw AppError.validation('code', m.googleCalendarRefused);
    throw new AppError('BAD_GATEWAY', m.googleCalendarUnreachable);
  });
  if (!exchanged.refreshToken) throw AppError.validation('code', m.googleCalendarMissingOffline);
  const calendars = await listCalendars(client, exchanged.accessToken).catch(() => {
    throw new AppError('BAD_GATEWAY', m.googleCalendarUnreachable);
  });
  const primary = calendars.find((calendar) => calendar.isPrimary);
  const email = exchanged.email ?? primary?.id ?? '';
  const sealed = context.box.seal(exchanged.refreshToken, sealContext(input.businessId));
  const values = {
    googleEmail: email,
    refreshTokenSealed: sealed,
    status: 'CONNECTED' as const,
    calendars,
    busyCalendarIds: primary ? [primary.id] : [],
    connectedAt: new Date(),
    reconnectNotifiedAt: null,
    lastError: null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(googleCalendarConnections)
      .values({ businessId: input.businessId, ...values })
      .onConflictDoUpdate({
        target: googleCalendarConnections.businessId,
        set: { ...values, revision: sql`${googleCalendarConnections.revision} + 1` },
      });
    await tx.delete(googleCalendarBusy).where(eq(googleCalendarBusy.businessId, input.businessId));
    // Writes that waited for a reconnect go now.
    await tx
      .update(googleCalendarWrites)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(googleCalendarWrites.businessId, input.businessId),
          eq(googleCalendarWrites.status, 'NEW'),
        ),
      );
    await tx.execute(sql`select pg_notify(${GOOGLE_CALENDAR_WRITES_CHANNEL}, '')`);
  });
  rememberAccessToken(input.businessId, sealed, exchanged);
  return connectionState(context, db, input);
}

/** Chooses the calendars whose busy times count; each must be one of the account's. */
export async function chooseCalendars(
  context: GoogleCalendarContext,
  db: Database,
  input: { businessId: string; calendarIds: string[] },
): Promise<TGoogleCalendarState> {
  const connection = await findConnection(db, input);
  if (!connection) throw new AppError('CONFLICT', m.googleCalendarNotConnected);
  const known = new Set(connection.calendars.map((calendar) => calendar.id));
  const chosen = [...new Set(input.calendarIds)];
  const unknown = chosen.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw AppError.validation(`calendarIds.${unknown}`, m.unknownCalendar);
  await db.transaction(async (tx) => {
    await tx
      .update(googleCalendarConnections)
      .set({ busyCalendarIds: chosen, revision: sql`${googleCalendarConnections.revision} + 1` })
      .where(eq(googleCalendarConnections.businessId, input.businessId));
    await tx.delete(googleCalendarBusy).where(eq(googleCalendarBusy.businessId, input.businessId));
  });
  return connectionState(context, db, input);
}

/**
 * Forgets the connection, its busy times and its waiting writes, then ends the grant at Google so
 * the app keeps no access to the person's calendar. The events already written stay in the
 * person's calendar, and so do their links, so that a reconnect to the same account updates them
 * instead of writing them twice. The disconnect stands when Google cannot be reached: the refresh
 * token is already gone from here, so nothing can use the grant; the failure is logged for the
 * person to remove the app at Google.
 */
export async function disconnect(
  context: GoogleCalendarContext,
  db: Database,
  input: { businessId: string },
): Promise<void> {
  const connection = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(googleCalendarConnections)
      .where(eq(googleCalendarConnections.businessId, input.businessId))
      .returning();
    await tx.delete(googleCalendarBusy).where(eq(googleCalendarBusy.businessId, input.businessId));
    await tx
      .delete(googleCalendarWrites)
      .where(
        and(
          eq(googleCalendarWrites.businessId, input.businessId),
          eq(googleCalendarWrites.status, 'NEW'),
        ),
      );
    return removed;
  });
  accessTokens.delete(input.businessId);
  if (!connection || !context.client) return;
  try {
    const refreshToken = context.box.open(
      connection.refreshTokenSealed,
      sealContext(connection.businessId),
    );
    await revokeGrant(context.client, refreshToken);
  } catch (error) {
    context.log.warn(
      { businessId: input.businessId, err: (error as Error).message },
      'Google Calendar: the grant could not be revoked at Google after disconnecting',
    );
  }
}

export async function hasGoogleCalendar(
  executor: Executor,
  input: { businessId: string },
): Promise<boolean> {
  return (await findConnection(executor, input)) !== undefined;
}

/**
 * The card's state. With refreshCalendars, a connected account's calendar list is read again from
 * Google when it answers (the banner's reads do not ask Google).
 */
export async function connectionState(
  context: GoogleCalendarContext,
  db: Database,
  input: { businessId: string; refreshCalendars?: boolean },
): Promise<TGoogleCalendarState> {
  let connection = await findConnection(db, input);
  if (input.refreshCalendars && connection?.status === 'CONNECTED' && context.client) {
    connection = (await refreshCalendarList(context, db, connection)) ?? connection;
  }
  const counts = await db
    .select({
      pending: sql<number>`count(*) filter (where ${googleCalendarWrites.status} = 'NEW')::int`,
      failed: sql<number>`count(*) filter (where ${googleCalendarWrites.status} = 'FAILED')::int`,
    })
    .from(googleCalendarWrites)
    .where(eq(googleCalendarWrites.businessId, input.businessId));
  const chosen = new Set(connection?.busyCalendarIds ?? []);
  return {
    isConfigured: context.client !== undefined,
    status: connection?.status ?? 'DISCONNECTED',
    email: connection?.googleEmail ?? null,
    connectedAt: connection?.connectedAt.toISOString() ?? null,
    calendars: (connection?.calendars ?? []).map((calendar) => ({
      ...calendar,
      isChosen: chosen.has(calendar.id),
    })),
    pendingWrites: counts[0]?.pending ?? 0,
    failedWrites: counts[0]?.failed ?? 0,
  };
}

async function refreshCalendarList(
  context: GoogleCalendarContext,
  db: Database,
  connection: ConnectionRow,
): Promise<ConnectionRow | undefined> {
  try {
    const calendars: StoredCalendar[] = await withAccessToken(context, db, connection, (token) =>
      listCalendars(clientOf(context), token),
    );
    if (JSON.stringify(calendars) === JSON.stringify(connection.calendars)) return connection;
    const ids = new Set(calendars.map((calendar) => calendar.id));
    const [row] = await db
      .update(googleCalendarConnections)
      .set({
        calendars,
        // A calendar removed in Google no longer counts.
        busyCalendarIds: connection.busyCalendarIds.filter((id) => ids.has(id)),
      })
      .where(
        and(
          eq(googleCalendarConnections.businessId, connection.businessId),
          eq(googleCalendarConnections.refreshTokenSealed, connection.refreshTokenSealed),
        ),
      )
      .returning();
    return row;
  } catch (error) {
    if (error instanceof GrantRevoked) return findConnection(db, connection);
    if (error instanceof GoogleUnavailable) return connection;
    throw error;
  }
}

type CachedAccess = { sealed: string; accessToken: string; expiresAt: number };
/** Access tokens per business for this process, tied to the refresh token they came from. */
const accessTokens = new Map<string, CachedAccess>();
const EARLY_REFRESH_MS = 60_000;

function rememberAccessToken(
  businessId: string,
  sealed: string,
  access: { accessToken: string; expiresAt: number },
) {
  accessTokens.set(businessId, { sealed, ...access });
}

/** Forgets a business's access token (Google refused it): the next call refreshes. */
export function forgetAccessToken(businessId: string): void {
  accessTokens.delete(businessId);
}

/** Tests: forget the access tokens, so the next call asks Google's token endpoint. */
export function forgetAccessTokens(): void {
  accessTokens.clear();
}

/**
 * A current access token of the connection. invalid_grant turns the connection to
 * RECONNECT_NEEDED (with its one email) and is thrown on as GrantRevoked.
 */
export async function accessTokenFor(
  context: GoogleCalendarContext,
  db: Database,
  connection: ConnectionRow,
): Promise<string> {
  if (connection.status !== 'CONNECTED') throw new GrantRevoked('reconnect needed');
  const cached = accessTokens.get(connection.businessId);
  if (
    cached &&
    cached.sealed === connection.refreshTokenSealed &&
    cached.expiresAt - EARLY_REFRESH_MS > Date.now()
  )
    return cached.accessToken;
  const refreshToken = context.box.open(
    connection.refreshTokenSealed,
    sealContext(connection.businessId),
  );
  try {
    const access = await refreshAccessToken(clientOf(context), refreshToken);
    rememberAccessToken(connection.businessId, connection.refreshTokenSealed, access);
    return access.accessToken;
  } catch (error) {
    if (error instanceof GrantRevoked) await markReconnectNeeded(context, db, connection, error);
    throw error;
  }
}

/**
 * Runs a Calendar API call with a current access token. An access token Google refuses (revoked
 * with the grant, or expired early) is forgotten and the call tried once more with a fresh one;
 * that refresh answers invalid_grant when the grant itself is gone.
 */
export async function withAccessToken<T>(
  context: GoogleCalendarContext,
  db: Database,
  connection: ConnectionRow,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(await accessTokenFor(context, db, connection));
  } catch (error) {
    if (!(error instanceof AccessRefused)) throw error;
    accessTokens.delete(connection.businessId);
    return call(await accessTokenFor(context, db, connection));
  }
}

/**
 * The grant is gone: the card says 'Reconnect needed', the app shows a banner, and the owner gets
 * one email. Only the request that turns a CONNECTED row sends it (the conditional update), so
 * many workers and page loads noticing the same refusal send one.
 */
export async function markReconnectNeeded(
  context: GoogleCalendarContext,
  db: Database,
  connection: ConnectionRow,
  error: Error,
): Promise<void> {
  accessTokens.delete(connection.businessId);
  const business = businessColumns('business');
  await db.transaction(async (tx) => {
    const [turned] = await tx
      .update(googleCalendarConnections)
      .set({
        status: 'RECONNECT_NEEDED',
        reconnectNotifiedAt: sql`now()`,
        lastError: error.message.slice(0, 500),
      })
      .where(
        and(
          eq(googleCalendarConnections.businessId, connection.businessId),
          eq(googleCalendarConnections.status, 'CONNECTED'),
          eq(googleCalendarConnections.refreshTokenSealed, connection.refreshTokenSealed),
        ),
      )
      .returning({ email: googleCalendarConnections.googleEmail });
    if (!turned) return;
    const [owner] = await tx
      .select({ email: business.email })
      .from(business)
      .where(eq(business.id, connection.businessId))
      .limit(1);
    if (!owner) return;
    await enqueueEmail(tx, {
      businessId: connection.businessId,
      to: owner.email,
      subject: m.googleCalendarReconnectSubject,
      text: m.googleCalendarReconnectText(turned.email, redirectUriOf(context)),
    });
  });
  context.log.warn(
    { businessId: connection.businessId },
    'Google refused the calendar grant: reconnect needed',
  );
}
