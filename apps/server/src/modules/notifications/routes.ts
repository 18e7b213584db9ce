// HTTP for owner notifications: the list, the
// unread count, marking read, the settings, and the live stream of Server-Sent Events.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@studio/shared/messages';
import {
  ZMarkAllNotificationsReadResult,
  ZNotification,
  ZNotificationCount,
  ZNotificationListQuery,
  ZNotificationOption,
  ZNotificationPage,
} from '@studio/shared/notifications/contracts';
import { signInOf, tenantOf } from '../../platform/auth.ts';
import { isEndedSession } from '../../platform/session-gate.ts';
import { AppError } from '../../platform/errors.ts';
import { sendCached } from '../../platform/versioned-cache.ts';
import type { Deps } from '../../platform/deps.ts';
import { createNotificationHub, type NotificationHub } from './live.ts';
import { NotificationPageCache } from './page-cache.ts';
import {
  countUnreadNotifications,
  getNotificationOption,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  setNotificationOption,
} from './service.ts';

const tags = ['notifications'];
/** How long a browser waits before reconnecting a dropped stream (the SSE retry field). */
const RECONNECT_MS = 2_000;

const hubs = new WeakMap<Deps, NotificationHub>();

/** The live hub of an app (tests look at its open streams). */
export function notificationHubOf(deps: Deps): NotificationHub | undefined {
  return hubs.get(deps);
}

const ZIdParams = z.object({ id: z.string().max(64) });
/** Only a client that asks for an event stream gets one (a plain request would hang on it). */
const ZStreamHeaders = z.object({
  accept: z
    .string({ error: messages.notificationStreamAccept })
    .refine((value) => value.includes('text/event-stream'), messages.notificationStreamAccept)
    .meta({ pattern: 'text/event-stream' }),
});

export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, database, tokens, config, sessions } = app.deps;
  const firstPages = new NotificationPageCache(config.env === 'production');
  const hub = createNotificationHub({ database, log: app.log });
  hubs.set(app.deps, hub);
  // Open streams never finish by themselves: end them so the server can close.
  app.addHook('preClose', () => hub.close());

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Notifications, newest first, 100 at a time (skip them to load more)',
        description:
          'The first page (skip 0) carries a strong ETag; a request whose If-None-Match names ' +
          'the current one gets 304 with no body. Always current: the server checks it against ' +
          "the business's notifications version on every request.",
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationPage, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { businessId } = tenantOf(request);
      const { unread, skip } = request.query;
      if (skip > 0) return listNotifications(db, { businessId, unread, skip });
      const page = await firstPages.firstPage(
        db,
        { businessId, unread },
        request.headers['if-none-match'],
      );
      // Only this member's browser may keep it, and it asks every time.
      return sendCached(reply, page, 'private, no-cache');
    },
  );

  app.get(
    '/notifications/count/unread',
    { schema: { tags, response: { 200: ZNotificationCount } } },
    async (request) => countUnreadNotifications(db, { businessId: tenantOf(request).businessId }),
  );

  app.post(
    '/notifications/mark-all-as-read',
    { schema: { tags, response: { 200: ZMarkAllNotificationsReadResult } } },
    async (request) => markAllNotificationsRead(db, { businessId: tenantOf(request).businessId }),
  );

  app.post(
    '/notifications/:id/mark-as-read',
    { schema: { tags, params: ZIdParams, response: { 200: ZNotification } } },
    async (request) =>
      markNotificationRead(db, {
        businessId: tenantOf(request).businessId,
        notificationId: request.params.id,
      }),
  );

  // Before the options module's generic POST /options/:name: a static path wins in the router.
  app.get(
    '/options/notifications',
    { schema: { tags, response: { 200: ZNotificationOption } } },
    async (request) => getNotificationOption(db, { businessId: tenantOf(request).businessId }),
  );

  app.post(
    '/options/notifications',
    { schema: { tags, body: ZNotificationOption, response: { 200: ZNotificationOption } } },
    async (request) =>
      setNotificationOption(db, { businessId: tenantOf(request).businessId, option: request.body }),
  );

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags,
        summary:
          'Server-Sent Events: `event: notification` with the notification as JSON and its id, a comment every 25 s; ends after one access-token lifetime (the client reconnects)',
        headers: ZStreamHeaders,
      },
    },
    async (request, reply) => {
      const { businessId } = tenantOf(request);
      const signIn = signInOf(request);
      try {
        await hub.ready();
      } catch (error) {
        request.log.warn({ err: error }, 'notifications: LISTEN failed');
        throw AppError.unavailable();
      }
      const stream = new PassThrough();
      const remove = hub.add(businessId, stream);
      // A stream lives one access-token lifetime at most: then the client comes back with a fresh
      // token (and refetches), so a signed-out or removed member stops hearing soon after.
      const expiry = setTimeout(() => stream.end(), tokens.ttlSeconds * 1000);
      expiry.unref();
      // Signing out (or a password reset or change) ends the sign-in's stream at once, in every
      // process: nothing more reaches a browser whose tokens were just refused.
      const stopWatching = sessions.onEnded((ended) => {
        if (signIn && isEndedSession(ended, signIn)) stream.end();
      });
      const cleanUp = () => {
        clearTimeout(expiry);
        stopWatching();
        remove();
        if (!stream.writableEnded) stream.end();
      };
      reply.raw.once('close', cleanUp);
      stream.once('close', cleanUp);
      // The first bytes send the headers at once: the client knows it is connected.
      stream.write(`retry: ${RECONNECT_MS}\n\n`);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // No proxy, cache or compression may hold events back or transform them.
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );
}
