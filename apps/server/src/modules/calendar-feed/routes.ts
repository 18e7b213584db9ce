// HTTP for the calendar subscription feed: the owner's /api/integrations/calendar-feed and the
// public GET /api/calendar/{token}.ics that calendar apps poll.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCalendarFeed } from '@studio/shared/integrations/contracts';
import { integrationMessages } from '@studio/shared/integrations/messages';
import { tenantOf } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { consumeRateLimit } from '../../platform/rate-limit.ts';
import {
  calendarFeedDocument,
  connectCalendarFeed,
  disconnectCalendarFeed,
  FEED_TTL_SECONDS,
  getCalendarFeed,
} from './service.ts';

const tags = ['integrations'];

/**
 * A calendar app polls every 15 minutes or so; many businesses' feeds may be polled from one
 * address (Google's and Microsoft's fetchers are shared), so the limit per address is generous
 * and only stops a script hammering the endpoint.
 */
const FEED_READS = { limit: 600, windowSeconds: 10 * 60 };

export async function calendarFeedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get(
    '/integrations/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Whether the calendar feed is connected and since when (never its URL)',
        response: { 200: ZCalendarFeed },
      },
    },
    async (request) => getCalendarFeed(db, tenantOf(request)),
  );

  app.post(
    '/integrations/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Connect the calendar feed, or regenerate its URL (the old URL stops working)',
        description: 'The answer holds the feed URL; it is not stored and cannot be read again.',
        response: { 200: ZCalendarFeed },
      },
    },
    async (request) => connectCalendarFeed(db, { ...tenantOf(request), appUrl: config.appUrl }),
  );

  app.delete(
    '/integrations/calendar-feed',
    { schema: { tags, summary: 'Disconnect the calendar feed', response: { 204: z.null() } } },
    async (request, reply) => {
      await disconnectCalendarFeed(db, tenantOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The business’s shoots as an iCalendar feed (subscribe from a calendar app)',
        description: 'A token that is not a live one answers 404.',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      if (config.rateLimitEnabled) {
        const { limit, windowSeconds } = FEED_READS;
        await consumeRateLimit(db, `calendarFeed:${clientAddress(request)}`, limit, windowSeconds);
      }
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      if (!token) throw AppError.notFound(integrationMessages.feedNotFound);
      const body = await calendarFeedDocument(db, { token, appUrl: config.appUrl });
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          // Private: the schedule is the business's. Shorter than the TTL the feed asks calendar
          // apps to poll at, so a cache never adds a whole polling period to a change's delay.
          .header('cache-control', `private, max-age=${FEED_TTL_SECONDS / 3}`)
          .header('x-robots-tag', 'noindex')
          .send(body)
      );
    },
  );
}
