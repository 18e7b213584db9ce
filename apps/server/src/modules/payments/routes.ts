// HTTP for payment services and the manage
// page's invoice payment. Parse, check the business is the tenant, call the service, present.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@studio/shared/messages';
import {
  ZConnectStripeRequest,
  ZInvoicePaymentStarted,
  ZPaymentConnection,
  ZPaymentConnections,
} from '@studio/shared/payments/connections';
import { tenantOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { consumeRateLimit } from '../../platform/rate-limit.ts';
import { businessOfOrder } from '../orders/booking-queries.ts';
import { connectStripe, disconnect, listConnections } from './connection-service.ts';
import { presentConnection } from './presenter.ts';
import { CHECKOUT_ID_PLACEHOLDER, startInvoicePayment } from './service.ts';

const tags = ['payments'];
const ZBusinessParams = z.object({ id: z.uuid() });
/** A connection's id, or its provider's name (STRIPE). */
const ZServiceParams = ZBusinessParams.extend({ serviceId: z.string().min(1).max(64) });
const ZInvoicePayParams = z.object({ token: z.string().min(1).max(200), invoiceId: z.uuid() });

/** Paying invoices starts provider sessions: a booking link may start this many an hour. */
const INVOICE_PAYMENTS_PER_HOUR = 20;

export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db, config } = deps;

  app.get(
    '/businesses/:id/payment-services',
    {
      config: { owns: { id: 'business' } },
      schema: {
        tags,
        summary: 'The connected payment services (never a secret)',
        params: ZBusinessParams,
        response: { 200: ZPaymentConnections },
      },
    },
    async (request) => (await listConnections(db, tenantOf(request))).map(presentConnection),
  );

  app.post(
    '/businesses/:id/payment-services',
    {
      config: { owns: { id: 'business' } },
      schema: {
        tags,
        summary:
          'Connect Stripe with the business’s keys (checked with Stripe; replaces an earlier ' +
          'connection). 400 on secretKey when Stripe refuses the key, 502 when it cannot be reached',
        params: ZBusinessParams,
        body: ZConnectStripeRequest,
        response: { 200: ZPaymentConnection },
      },
    },
    async (request) =>
      presentConnection(await connectStripe(deps, { ...tenantOf(request), request: request.body })),
  );

  app.delete(
    '/businesses/:id/payment-services/:serviceId',
    {
      config: { owns: { id: 'business' } },
      schema: {
        tags,
        summary: 'Disconnect a payment service (by its id or provider name); answers what is left',
        params: ZServiceParams,
        response: { 200: ZPaymentConnections },
      },
    },
    async (request) =>
      (await disconnect(db, { ...tenantOf(request), serviceId: request.params.serviceId })).map(
        presentConnection,
      ),
  );

  app.post(
    '/public/bookings/:token/invoices/:invoiceId/pay',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The client pays a pending invoice of the booking (manage link token); go on to paymentUrl',
        params: ZInvoicePayParams,
        response: { 200: ZInvoicePaymentStarted },
      },
    },
    async (request) => {
      const { token, invoiceId } = request.params;
      const orderId = deps.signedTokens.orderIdOf(token);
      if (!orderId) throw AppError.notFound(messages.bookingNotFound);
      // The signed token is the client's scope: it names the order, the order its business.
      const businessId = await businessOfOrder(db, { orderId });
      if (!businessId) throw AppError.notFound(messages.bookingNotFound);
      if (config.rateLimitEnabled)
        await consumeRateLimit(db, `invoice-pay:${orderId}`, INVOICE_PAYMENTS_PER_HOUR, 3600);
      const manageUrl = `${config.appUrl}/booking/${encodeURIComponent(token)}`;
      return startInvoicePayment(deps, {
        businessId,
        orderId,
        invoiceId,
        successUrl: `${manageUrl}?payment=success&checkout=${CHECKOUT_ID_PLACEHOLDER}`,
        cancelUrl: `${manageUrl}?payment=cancelled`,
      });
    },
  );
}
