// Stripe's webhook: POST /api/public/payments/stripe/{businessId}/webhook. The signature covers
// the exact bytes Stripe sent, so this route (and only this one) reads its body raw.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@studio/shared/messages';
import { AppError } from '../../platform/errors.ts';
import { stripeSecretsOf } from './connection-service.ts';
import { verifiedStripeEvent } from './stripe-client.ts';
import { handleStripeEvent, type BookingCheckoutHooks } from './webhook-service.ts';

const ZWebhookParams = z.object({ businessId: z.uuid() });
const ZWebhookAnswer = z.object({ received: z.literal(true) });

/** `bookings`: what a paid or ended booking checkout means, from the module that takes bookings. */
export async function stripeWebhookRoutes(
  fastify: FastifyInstance,
  options: { bookings: BookingCheckoutHooks },
): Promise<void> {
  // Encapsulated: the raw parser replaces JSON parsing inside this plugin only.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/public/payments/stripe/:businessId/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'Stripe events of the business, signed with its webhook secret (400 when the ' +
          'signature does not verify; each event acts once)',
        params: ZWebhookParams,
        response: { 200: ZWebhookAnswer },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body))
        throw new AppError('VALIDATION', messages.webhookSignatureInvalid);
      const secrets = await stripeSecretsOf(deps, { businessId });
      if (!secrets) throw new AppError('VALIDATION', messages.webhookSignatureInvalid);
      let event;
      try {
        event = verifiedStripeEvent(body, signature, secrets.webhookSecret);
      } catch {
        request.log.warn({ businessId }, 'Stripe webhook with a signature that does not verify');
        throw new AppError('VALIDATION', messages.webhookSignatureInvalid);
      }
      const outcome = await handleStripeEvent(deps, { businessId, event, hooks: options.bookings });
      request.log.info(
        { businessId, eventId: event.id, type: event.type, outcome },
        'Stripe event',
      );
      return { received: true as const };
    },
  );
}
