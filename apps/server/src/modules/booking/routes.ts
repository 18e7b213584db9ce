// The public booking API (no login; the business is named by its slug, a booking by its signed
// manage token, a hold by its secret token). Routes parse, call one service function, answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAvailabilityQuery,
  ZBookingAnswersRequest,
  ZBookingContractsRequest,
  ZCheckoutRequest,
  ZCheckoutResult,
  ZCheckoutState,
  ZHold,
  ZHoldRequest,
  ZMoveBookingRequest,
  ZPublicAvailability,
  ZPublicBooking,
  ZPublicBusinessPage,
  ZPublicService,
  ZQuote,
  ZQuoteRequest,
  ZTakenProblem,
} from '@studio/shared/booking/contracts';
import { ZBookingContractDraft } from '@studio/shared/contracts/contracts';
import { clientAddress } from '../../platform/client-address.ts';
import type { Database } from '../../db/client.ts';
import { AppError, problem } from '../../platform/errors.ts';
import { messages } from '@studio/shared/messages';
import { sendCached } from '../../platform/versioned-cache.ts';
import { AvailabilityCache, availabilitySerializer } from './availability-cache.ts';
import { cancelCheckout, checkout, getCheckoutState, quote } from './checkout.ts';
import { contractDrafts } from './contract-drafts.ts';
import type { BookingContractPort, SigningOrigin } from './contract-port.ts';
import { releaseHoldByToken, holdTime } from './holds.ts';
import {
  answerByClient,
  bookingCalendar,
  cancelByClient,
  getBooking,
  moveByClient,
} from './manage.ts';
import { BookingLinks } from './links.ts';
import { limitBookingWrite } from './public-limits.ts';
import {
  getBusinessPage,
  getServicePage,
  requirePublicService,
  type PublicTarget,
} from './public-service.ts';
import { alternativesTo, TakenError } from './taken.ts';
import { googleCalendarContextOf } from '../google-calendar/context.ts';
import { refreshGoogleBusy } from '../google-calendar/busy.ts';

const tags = ['public booking'];
const publicRoute = { access: 'public' as const };
const ZSlug = z.string().min(1).max(200);
const ZBusinessParams = z.object({ businessSlug: ZSlug });
const ZServiceParams = z.object({ businessSlug: ZSlug, serviceSlug: ZSlug });
const ZTokenParams = z.object({ token: z.string().min(1).max(300) });
const limitNote =
  'Limited per client address when rate limits are on: 429 messages.bookingTooManyRequests with ' +
  'retry-after.';
const notFoundNote =
  'An unknown business or service, or a paused, private or deleted service, answers 404 with ' +
  'messages.bookingPageNotFound.';

/** A time taken meanwhile: 409 with the nearest free times (ZTakenProblem). */
async function answerTaken<T>(
  reply: FastifyReply,
  asked: { db: Database; target: PublicTarget; holdToken?: string; packageId?: string | null },
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof TakenError)) throw error;
    const alternatives = await alternativesTo(asked.db, asked.target, error, asked);
    return reply
      .status(409)
      .type('application/problem+json')
      .send({ ...problem(409, [error.message]), status: 409, alternatives });
  }
}

/** Where a client sent a request from, for the audit trail of the contracts they sign. */
function originOf(request: FastifyRequest): SigningOrigin {
  return {
    ipAddress: clientAddress(request),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
  };
}

export async function bookingRoutes(
  fastify: FastifyInstance,
  options: { contracts: BookingContractPort },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contracts } = options;
  const { deps } = app;
  const { db, config } = deps;
  const google = googleCalendarContextOf(deps);
  const limits = { db, config };
  const links = new BookingLinks(config.appUrl, deps.signedTokens);
  /** The order a manage token names: the token is the client's only key, checked here. */
  const orderOf = (token: string): string => {
    const orderId = links.orderIdOf(token);
    if (!orderId) throw AppError.notFound(messages.bookingNotFound);
    return orderId;
  };
  const availabilityCache = new AvailabilityCache(
    availabilitySerializer(config.env === 'production'),
  );

  app.get(
    '/public/businesses/:businessSlug',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "A business's booking page: its bookable services and inquiry form",
        description: 'Private, paused and deleted services are left out.',
        params: ZBusinessParams,
        response: { 200: ZPublicBusinessPage },
      },
    },
    async (request) => getBusinessPage(db, request.params.businessSlug),
  );

  app.get(
    '/public/businesses/:businessSlug/services/:serviceSlug',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'A service page: description, images, packages, add-ons, questions, payment',
        description: notFoundNote,
        params: ZServiceParams,
        response: { 200: ZPublicService },
      },
    },
    async (request) => getServicePage(db, request.params),
  );

  app.get(
    '/public/businesses/:businessSlug/services/:serviceSlug/availability',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The times a client can choose, day by day in the business time zone',
        description:
          'Mini session: its slots from `from` for `days` days with state AVAILABLE, HELD ' +
          "('Booking...') or TAKEN (booked, or overlapping another slot); break times and past " +
          'slots are left out. Full session: the times of its availability template for the ' +
          "package's (or service's) duration, minus busy and held times and the busy times of " +
          'the chosen Google calendars (a mini session shows their slots TAKEN). nextFrom: the next later ' +
          `day with a time. ${notFoundNote} Answers carry a strong ETag; a request whose ` +
          'If-None-Match names the current one gets 304 with no body. Always current: the ' +
          "server checks every answer against the business's data version and the clock.",
        params: ZServiceParams,
        querystring: ZAvailabilityQuery,
        response: { 200: ZPublicAvailability, 304: z.null() },
      },
    },
    async (request, reply) => {
      const answer = await availabilityCache.answer(
        db,
        request.params,
        request.query,
        request.headers['if-none-match'],
        (businessId) => refreshGoogleBusy(google, db, { businessId }),
      );
      // Kept by browsers but asked for every time: the server checks it on each request.
      return sendCached(reply, answer, 'no-cache');
    },
  );

  app.post(
    '/public/businesses/:businessSlug/services/:serviceSlug/holds',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Hold a time for 15 minutes while the client checks out',
        description:
          'Mini session: { slotId }; full session: { startTime, packageId }. One atomic ' +
          'conditional update (or an insert under the business booking lock): of any number of ' +
          'clients asking for one time, exactly one gets it. The others get 409 ' +
          'messages.slotTaken with up to 6 nearest free times. Keep holdToken: the checkout and ' +
          `DELETE /api/public/holds/{holdToken} need it. ${limitNote} One address holds at most ` +
          "the business's maxLiveHoldsPerAddress times at once (3 unless changed in " +
          '/api/options/booking-availability; 429 messages.tooManyLiveHolds).',
        params: ZServiceParams,
        body: ZHoldRequest,
        response: { 200: ZHold, 409: ZTakenProblem },
      },
    },
    async (request, reply) => {
      await limitBookingWrite(limits, 'hold', clientAddress(request));
      const target = await requirePublicService(db, request.params);
      const address = config.rateLimitEnabled ? clientAddress(request) : null;
      const { body } = request;
      const packageId = 'packageId' in body ? body.packageId : null;
      return answerTaken(reply, { db, target, packageId }, () =>
        holdTime(db, target, body, address),
      );
    },
  );

  app.delete(
    '/public/holds/:holdToken',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Let a held time go (idempotent)',
        description: limitNote,
        params: z.object({ holdToken: z.string().min(1).max(300) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await limitBookingWrite(limits, 'release', clientAddress(request));
      await releaseHoldByToken(db, request.params.holdToken);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/public/businesses/:businessSlug/quote',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "The server's price for a choice, with the coupon checked (never redeemed)",
        description: limitNote,
        params: ZBusinessParams,
        body: ZQuoteRequest,
        response: { 200: ZQuote },
      },
    },
    async (request) => {
      await limitBookingWrite(limits, 'quote', clientAddress(request));
      return quote(db, { businessSlug: request.params.businessSlug, request: request.body });
    },
  );

  app.post(
    '/public/businesses/:businessSlug/services/:serviceSlug/contracts',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The contracts to read and sign before booking the held time',
        description:
          "The service's contracts, in its order, each filled for the client's live hold: " +
          '{ templateId, name, content (HTML), contentSha256 }; [] when the service has none ' +
          '(the step is skipped). Send the fields the checkout will send (fullName, email, ' +
          'phone, packageId): the contracts name the client, business, service, package and ' +
          'the held date, time, end time, time zone and duration; every other placeholder ' +
          '(money, links, location) shows as missing (----), since it may change before the ' +
          'booking is made. The client signs each one, and the checkout sends them in ' +
          '`contracts`: { templateId, contentSha256 as read, fullName, signature (typed or ' +
          'drawn), consent: true, viewedAt (ISO, when the client opened it) }. Changing the ' +
          'client fields or package changes the contracts: read them again. A hold that ran ' +
          "out or is not this service's answers 409 messages.holdExpired with the nearest free " +
          `times, as the checkout does. ${notFoundNote} ${limitNote}`,
        params: ZServiceParams,
        body: ZBookingContractsRequest,
        response: { 200: z.array(ZBookingContractDraft), 409: ZTakenProblem },
      },
    },
    async (request, reply) => {
      await limitBookingWrite(limits, 'contracts', clientAddress(request));
      const target = await requirePublicService(db, request.params);
      const { body } = request;
      return answerTaken(reply, { db, target, ...body }, () =>
        contractDrafts(db, { target, request: body, contracts }),
      );
    },
  );

  app.post(
    '/public/businesses/:businessSlug/services/:serviceSlug/checkout',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Book the held time',
        description:
          'Without online payment (or nothing due now): one transaction books the held slot, ' +
          'creates the order, customer, invoices, BOOKED activity and notification, and queues the ' +
          'confirmation and owner emails: CONFIRMED with the manage token. With Stripe: PAYMENT ' +
          'with the provider URL; the booking confirms when the signed webhook arrives. One ' +
          'payment per hold: sent again with the same request it answers the same payment while ' +
          'it is open; with a changed request the open payment is ended at the provider first ' +
          '(409 messages.holdAlreadyPaid when it was paid meanwhile; 409 ' +
          'messages.paymentAlreadyOpen when another tab opens one at the same moment), and the ' +
          'hold never lasts past 30 minutes after its first payment started. The business limits ' +
          'what one client email may take (booking-availability option): open payments (429 ' +
          'messages.tooManyOpenCheckoutsForEmail) and upcoming bookings of the service (429 ' +
          'messages.tooManyBookingsForEmail). A hold that ran out or is not this ' +
          "service's answers 409 messages.holdExpired with the nearest free times. " +
          'A service with contracts needs each one signed as POST .../contracts answers it now ' +
          '(`contracts`, one per templateId): 409 messages.contractsUnsigned when one is ' +
          'missing, 409 messages.contractsChangedDuringBooking when one reads differently now ' +
          '(read them again); 400 messages.contractSignatureImage for a drawn signature that ' +
          'is not a PNG of sensible size. These are checked before the client is sent to pay; ' +
          'the hold stays. Booked, the contracts are on the shoot as signed by the client ' +
          '(sealed at once, or after the countersignature when the business countersigns). ' +
          limitNote,
        params: ZServiceParams,
        body: ZCheckoutRequest,
        response: { 200: ZCheckoutResult, 409: ZTakenProblem },
      },
    },
    async (request, reply) => {
      await limitBookingWrite(limits, 'checkout', clientAddress(request));
      const target = await requirePublicService(db, request.params);
      const { body } = request;
      return answerTaken(reply, { db, target, ...body }, () =>
        checkout(deps, { target, request: body, links, contracts, origin: originOf(request) }),
      );
    },
  );

  app.get(
    '/public/checkouts/:checkoutId',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Where a payment stands (the return page polls it)',
        params: z.object({ checkoutId: z.uuid() }),
        response: { 200: ZCheckoutState },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getCheckoutState(db, links, request.params.checkoutId);
    },
  );

  app.post(
    '/public/checkouts/:checkoutId/cancel',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The client cancelled on the payment page: end the payment, free the time',
        description:
          "An OPEN booking checkout: the provider's session is expired (best effort: when the " +
          'provider fails, the checkout still ends here, and a payment that completes after all ' +
          'is still honoured by the webhook), the checkout turns EXPIRED and its hold is let go, ' +
          'in one transaction. Any other state is left as it is. Answers where the checkout ' +
          `stands (COMPLETED with the manage token when it was paid meanwhile). ${limitNote}`,
        params: z.object({ checkoutId: z.uuid() }),
        response: { 200: ZCheckoutState },
      },
    },
    async (request, reply) => {
      await limitBookingWrite(limits, 'release', clientAddress(request));
      void reply.header('cache-control', 'no-store');
      return cancelCheckout(deps, links, request.params.checkoutId);
    },
  );

  app.get(
    '/public/bookings/:token',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "The client's booking (manage link)",
        description:
          'A token that is not exactly one given out answers 404 messages.bookingNotFound.',
        params: ZTokenParams,
        response: { 200: ZPublicBooking },
      },
    },
    async (request) => getBooking(db, orderOf(request.params.token)),
  );

  app.get(
    '/public/bookings/:token/calendar.ics',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The booking as an iCalendar event (Add to calendar)',
        params: ZTokenParams,
      },
    },
    async (request, reply) => {
      const file = await bookingCalendar(db, {
        orderId: orderOf(request.params.token),
        links,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.post(
    '/public/bookings/:token/cancel',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The client cancels the booking',
        description:
          'Allowed when the service allows client changes and the start is at least ' +
          'clientChangeNoticeHours away; otherwise 409 with the reason. Atomic, logged CANCELED.',
        params: ZTokenParams,
        response: { 200: ZPublicBooking },
      },
    },
    async (request) => cancelByClient(db, { orderId: orderOf(request.params.token), links }),
  );

  app.post(
    '/public/bookings/:token/move',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The client moves a mini session booking to another free slot',
        description:
          'Same rules as cancelling; the new slot is taken by one conditional update (409 ' +
          'messages.slotUnavailable when someone else has it). Logged MOVED.',
        params: ZTokenParams,
        body: ZMoveBookingRequest,
        response: { 200: ZPublicBooking },
      },
    },
    async (request) =>
      moveByClient(db, {
        orderId: orderOf(request.params.token),
        request: request.body,
        links,
      }),
  );

  app.post(
    '/public/bookings/:token/answers',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "The client answers the service's questionnaire after booking",
        description:
          'Only while pendingQuestions is not empty: the answers are checked against the ' +
          "service's booking questionnaire (400 with answers.{fieldId} errors; at least one " +
          'answer) and stored with the booking once. Already answered: 409 ' +
          'messages.answersAlreadySent; nothing asked: 409 messages.noQuestionsWaiting.',
        params: ZTokenParams,
        body: ZBookingAnswersRequest,
        response: { 200: ZPublicBooking },
      },
    },
    async (request) => answerByClient(db, orderOf(request.params.token), request.body.answers),
  );
}
