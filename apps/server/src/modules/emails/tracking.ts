// Opens and clicks of sent emails. Every web link of an email's HTML leads through the app, and
// a 1x1 image marks the open. Each tracking address carries a signature over its outbox id (and,
// for a click, the address it leads to): nothing can be recorded for another email, and the
// redirect cannot be pointed anywhere else. The redirect needs only the signature, never the
// database: a link keeps working when recording fails, is rate-limited or the row is gone. The
// text part's links lead straight to their address.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@studio/shared/messages';
import { clientAddress } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEmailClicked, recordEmailOpened } from '../../platform/mail/delivery.ts';
import { consumeRateLimit } from '../../platform/rate-limit.ts';
import { isTrackingSignature, trackingSignatureOf } from '../../platform/signed-tokens.ts';

const OPEN_PATH = '/api/emails/track/open';
const CLICK_PATH = '/api/emails/track/click';

/** Per client address: far above what one person's mail program loads, below a flood. */
const TRACKING_LIMIT = { limit: 300, windowSeconds: 10 * 60 };

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function encodeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

export function clickUrlOf(appUrl: string, outboxId: string, target: string): string {
  const signature = trackingSignatureOf(outboxId, target);
  return `${appUrl}${CLICK_PATH}/${outboxId}/${signature}?u=${encodeURIComponent(target)}`;
}

export function openUrlOf(appUrl: string, outboxId: string): string {
  return `${appUrl}${OPEN_PATH}/${outboxId}/${trackingSignatureOf(outboxId)}.gif`;
}

/** The HTML with its web links tracked and the open image before the end of its body. */
export function addTracking(html: string, input: { outboxId: string; appUrl: string }): string {
  const tracked = html.replace(/(<a\b[^>]*?\shref=")([^"]*)(")/gi, (whole, start, href, end) => {
    const target = decodeAttribute(href as string).trim();
    if (!/^https?:\/\//i.test(target)) return whole;
    return `${start}${encodeAttribute(clickUrlOf(input.appUrl, input.outboxId, target))}${end}`;
  });
  const pixel = `<img src="${encodeAttribute(openUrlOf(input.appUrl, input.outboxId))}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;" />`;
  return /<\/body>/i.test(tracked)
    ? tracked.replace(/<\/body>/i, () => `${pixel}</body>`)
    : `${tracked}${pixel}`;
}

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const ZTrackParams = z.object({ id: z.uuid(), signature: z.string().min(1).max(64) });

export async function emailTrackingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, log } = app.deps;
  const tags = ['email tracking'];

  /** Records at most TRACKING_LIMIT per address; a refusal or a failure only skips the record. */
  async function recordQuietly(address: string, record: () => Promise<void>): Promise<void> {
    try {
      if (config.rateLimitEnabled)
        await consumeRateLimit(
          db,
          `email-tracking:${address}`,
          TRACKING_LIMIT.limit,
          TRACKING_LIMIT.windowSeconds,
        );
      await record();
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'RATE_LIMITED'))
        log.warn({ err: error }, 'could not record an email open or click');
    }
  }

  app.get(
    `${OPEN_PATH}/:id/:signature`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The open image of a sent email: records its first open, answers a 1x1 GIF',
        description:
          'The signature (…/{signature}.gif) must be the email’s; a wrong one records nothing and ' +
          'still answers the image. Recording is limited per client address when rate limits are on.',
        params: ZTrackParams,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const signature = request.params.signature.replace(/\.gif$/, '');
      if (isTrackingSignature(signature, id))
        await recordQuietly(clientAddress(request), () => recordEmailOpened(db, id));
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store, max-age=0')
        .send(PIXEL);
    },
  );

  app.get(
    `${CLICK_PATH}/:id/:signature`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A tracked link of a sent email: records its first click, redirects (302) to u',
        description:
          'u is the link’s address and the signature covers it: a changed u answers 404 ' +
          '(messages.emailLinkInvalid) and leads nowhere. Recording is limited per client address ' +
          'when rate limits are on; the redirect never is.',
        params: ZTrackParams,
        querystring: z.object({ u: z.string().min(1).max(4000) }),
      },
    },
    async (request, reply) => {
      const { id, signature } = request.params;
      const target = request.query.u;
      if (!/^https?:\/\//i.test(target) || !isTrackingSignature(signature, id, target))
        throw AppError.notFound(messages.emailLinkInvalid);
      await recordQuietly(clientAddress(request), () => recordEmailClicked(db, id));
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
}
