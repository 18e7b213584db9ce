// The Facebook Conversions API: connect (the pixel and token are checked with the Graph API
// first), the state, disconnect, and sending events server-side. Email and phone are lowercased,
// trimmed and SHA-256 hashed before they leave the server, as Facebook asks; the token is sealed,
// never returned and never logged.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TFacebookState,
  TConversionEventResult,
  ZConversionEventRequest,
} from '@studio/shared/facebook/contracts';
import { integrationMessages as m } from '@studio/shared/integrations/messages';
import { fromMinor } from '@studio/shared/money';
import { notify, type Database, type Executor } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { facebookConnections, facebookOutbox } from './schema.ts';

export const GRAPH_API_VERSION = 'v21.0';
/** NOTIFY channel: Conversions API events were committed to the outbox. */
export const FACEBOOK_OUTBOX_CHANNEL = 'facebook_outbox';
const DEFAULT_GRAPH_URL = 'https://graph.facebook.com';
const REQUEST_TIMEOUT_MS = 15_000;

export type FacebookDeps = Pick<Deps, 'db' | 'box' | 'log'> & { graphUrl: string };

export function facebookDepsOf(deps: Pick<Deps, 'db' | 'box' | 'log' | 'config'>): FacebookDeps {
  return {
    db: deps.db,
    box: deps.box,
    log: deps.log,
    graphUrl: deps.config.facebookGraphUrl ?? DEFAULT_GRAPH_URL,
  };
}

export function sealContext(businessId: string): string {
  return `facebook_connections/${businessId}/access_token`;
}

/** What Facebook matches people by: the value lowercased and trimmed, then SHA-256 in hex. */
export function hashForFacebook(value: string): string {
  return crypto.createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
}

export type GraphAnswer = { status: number; body: Record<string, unknown> };

export async function graphCall(
  deps: FacebookDeps,
  path: string,
  init: RequestInit = {},
): Promise<GraphAnswer> {
  let response: Response;
  try {
    response = await fetch(`${deps.graphUrl}/${GRAPH_API_VERSION}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    deps.log.warn({ err: String(error) }, 'the Graph API did not answer');
    throw new AppError('BAD_GATEWAY', m.facebookUnreachable);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status >= 500) {
    deps.log.warn({ status: response.status }, 'the Graph API failed');
    throw new AppError('BAD_GATEWAY', m.facebookUnreachable);
  }
  return { status: response.status, body };
}

export async function facebookState(
  db: Executor,
  input: { businessId: string },
): Promise<TFacebookState> {
  const [row] = await db
    .select({ pixelId: facebookConnections.pixelId, createdAt: facebookConnections.createdAt })
    .from(facebookConnections)
    .where(eq(facebookConnections.businessId, input.businessId));
  return {
    isConnected: row !== undefined,
    pixelId: row?.pixelId ?? null,
    connectedAt: row?.createdAt.toISOString() ?? null,
  };
}

/** Whether the Conversions API is connected: the social services list names FACEBOOK. */
export async function hasFacebookConnection(
  db: Executor,
  input: { businessId: string },
): Promise<boolean> {
  return (await facebookState(db, input)).isConnected;
}

/** Connects once the Graph API reads the pixel with the token; replaces an earlier connection. */
export async function connectFacebook(
  deps: FacebookDeps,
  input: { businessId: string; pixelId: string; accessToken: string },
): Promise<TFacebookState> {
  const { businessId, pixelId, accessToken } = input;
  const query = new URLSearchParams({ fields: 'id', access_token: accessToken });
  const answer = await graphCall(deps, `/${encodeURIComponent(pixelId)}?${query}`);
  if (answer.status !== 200) throw AppError.validation('accessToken', m.facebookTokenRefused);
  const values = {
    pixelId,
    accessTokenBox: deps.box.seal(accessToken, sealContext(businessId)),
    createdAt: new Date(),
  };
  await deps.db
    .insert(facebookConnections)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: facebookConnections.businessId, set: values });
  return facebookState(deps.db, { businessId });
}

/** Removes the connection and its sealed token; 404 when not connected. */
export async function disconnectFacebook(
  db: Database,
  input: { businessId: string },
): Promise<void> {
  const removed = await db
    .delete(facebookConnections)
    .where(eq(facebookConnections.businessId, input.businessId))
    .returning({ pixelId: facebookConnections.pixelId });
  if (removed.length === 0) throw AppError.notFound(m.facebookNotConnected);
}

type EventInput = z.output<typeof ZConversionEventRequest>;

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The Conversions API's event for `input`, hashed: what is sent to Facebook. */
export function conversionEventOf(input: EventInput, now: Date = new Date()) {
  const em = asList(input.userData.em)
    .filter((v) => v.trim())
    .map(hashForFacebook);
  const ph = asList(input.userData.ph)
    .filter((v) => v.trim())
    .map(hashForFacebook);
  return {
    event_name: input.eventName,
    event_time: input.eventTime ?? Math.floor(now.getTime() / 1000),
    ...(input.eventId ? { event_id: input.eventId } : {}),
    ...(input.eventSourceUrl ? { event_source_url: input.eventSourceUrl } : {}),
    action_source: input.actionSource,
    user_data: {
      ...(em.length > 0 ? { em } : {}),
      ...(ph.length > 0 ? { ph } : {}),
      ...(input.externalId ? { external_id: [input.externalId] } : {}),
    },
    custom_data: { currency: input.customData.currency, value: input.customData.value },
  };
}

/** Sends one event to the business's pixel; 409 when the Conversions API is not connected. */
export async function sendConversionEvent(
  deps: FacebookDeps,
  input: { businessId: string; event: EventInput },
): Promise<TConversionEventResult> {
  const [row] = await deps.db
    .select()
    .from(facebookConnections)
    .where(eq(facebookConnections.businessId, input.businessId));
  if (!row) throw new AppError('CONFLICT', m.facebookNotConnected);
  const accessToken = deps.box.open(row.accessTokenBox, sealContext(input.businessId));
  const answer = await graphCall(deps, `/${encodeURIComponent(row.pixelId)}/events`, {
    method: 'POST',
    body: JSON.stringify({ data: [conversionEventOf(input.event)], access_token: accessToken }),
  });
  if (answer.status !== 200) {
    deps.log.warn({ status: answer.status }, 'the Graph API refused a conversion event');
    throw new AppError('BAD_GATEWAY', m.facebookTokenRefused);
  }
  return {
    eventsReceived: Number(answer.body.events_received ?? 0),
    fbtraceId: typeof answer.body.fbtrace_id === 'string' ? answer.body.fbtrace_id : null,
  };
}

/** The id of a booking's Purchase event, shared with the browser pixel so Facebook counts it once. */
export function bookingPurchaseEventId(orderId: string): string {
  return `booking-${orderId}`;
}

/**
 * Queues a booking's Purchase for the Conversions API in the booking's transaction, when the
 * business has it connected: sent by the worker after commit, retried until Facebook takes it. The
 * browser pixel sends the same event with the same id; Facebook keeps one. A booking queued
 * already adds nothing. Answers whether an event was queued.
 */
export async function queueBookingPurchase(
  executor: Executor,
  input: {
    businessId: string;
    orderId: string;
    email: string;
    phone: string;
    /** What the client pays, in minor units of `currency`. */
    total: number;
    currency: string;
    /** The page the booking was made on, when known. */
    eventSourceUrl?: string;
  },
  now: Date = new Date(),
): Promise<boolean> {
  const [connection] = await executor
    .select({ businessId: facebookConnections.businessId })
    .from(facebookConnections)
    .where(eq(facebookConnections.businessId, input.businessId));
  if (!connection) return false;
  const eventId = bookingPurchaseEventId(input.orderId);
  const event = conversionEventOf(
    {
      eventName: 'Purchase',
      eventId,
      ...(input.eventSourceUrl ? { eventSourceUrl: input.eventSourceUrl } : {}),
      userData: { em: input.email, ph: input.phone },
      customData: { currency: input.currency.toUpperCase(), value: fromMinor(input.total) },
      actionSource: 'website',
    },
    now,
  );
  const queued = await executor
    .insert(facebookOutbox)
    .values({ businessId: input.businessId, eventId, event })
    .onConflictDoNothing()
    .returning({ id: facebookOutbox.id });
  if (queued.length > 0) await notify(executor, FACEBOOK_OUTBOX_CHANNEL);
  return queued.length > 0;
}

/** Housekeeping: sent and refused events are kept a month (to answer a question), then go. */
export async function pruneFinishedConversionEvents(
  executor: Pick<Database, 'delete'>,
): Promise<void> {
  await executor
    .delete(facebookOutbox)
    .where(
      and(
        sql`${facebookOutbox.status} in ('SENT', 'FAILED')`,
        sql`${facebookOutbox.createdAt} < now() - interval '30 days'`,
      ),
    );
}
