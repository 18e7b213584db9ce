// The client's manage link (/booking/{token}): the booking with its invoices, cancelling it, moving
// a mini session booking to another free slot, and the .ics file. The signed token is the only key:
// a changed character answers 404. Changes reuse the shoot changes (one transaction with the
// order locked, the activity with the client as actor) with the client's rules checked inside,
// and the owner hears of each by email, queued in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { TPublicBooking } from '@studio/shared/booking/contracts';
import { icsCalendar } from '@studio/shared/booking/ics';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { rowOf } from '../../db/subquery-row.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { businessColumns } from '../businesses/business-columns.ts';
import type { BusinessRow } from '../businesses/service.ts';
import type { Actor } from '../orders/activities.ts';
import { createNotification } from '../notifications/service.ts';
import { invoicesOf } from '../orders/invoice-service.ts';
import { pendingQuestionsOf } from '../orders/pending-questions.ts';
import type { OrderRow } from '../orders/presenter.ts';
import { orderColumns } from '../orders/order-columns.ts';
import { cancelBooking, moveBooking, type ChangeFollowUp } from '../orders/shoot-changes.ts';
import { storedAnswersOf } from '@studio/shared/questionnaires/answers';
import type { TAnswers } from '@studio/shared/questionnaires/contracts';
import { addMinutes } from '@studio/shared/scheduling/zoned-time';
import { onlinePaymentsOf } from '../payments/service.ts';
import { requireServiceSlot } from '../scheduling/holds.ts';
import type { ServiceRow } from '../services/lookup.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { findServiceForShare } from '../services/booking-queries.ts';
import { saveClientAnswers } from './after-booking-answers.ts';
import { whenIn } from './confirm.ts';
import { ownerClientChangeEmail } from './emails.ts';
import { publicBusinessOf } from './public-service.ts';
import type { BookingLinks } from './links.ts';

const HOUR_MS = 3_600_000;

export type Booking = { order: OrderRow; business: BusinessRow; service: ServiceRow };
type ChangeRule = { canChange: boolean; reason: string | null };

const orderRows = orderColumns('o');
const businessRows = businessColumns('b');
const serviceRows = serviceColumns('s');

/**
 * The booking of an order named by a verified manage token, or 404 bookingNotFound. Order ids are
 * unique across businesses and the token's signature proves this one was given out: the one read
 * by order id alone; everything after it is scoped by the order's business.
 */
export async function bookingOfOrder(executor: Executor, orderId: string): Promise<Booking> {
  const [row] = await executor
    .select({ order: rowOf(orderRows), business: rowOf(businessRows), service: rowOf(serviceRows) })
    .from(orderRows)
    .innerJoin(businessRows, eq(businessRows.id, orderRows.businessId))
    .innerJoin(
      serviceRows,
      and(
        eq(serviceRows.id, orderRows.serviceId),
        eq(serviceRows.businessId, orderRows.businessId),
      ),
    )
    .where(eq(orderRows.id, orderId))
    .limit(1);
  if (!row) throw AppError.notFound(messages.bookingNotFound);
  return row;
}

/** Whether the client may cancel or move now: the service allows it and the notice has not passed. */
export function changeRule(
  service: Pick<ServiceRow, 'allowClientChanges' | 'clientChangeNoticeHours' | 'deletedAt'>,
  order: Pick<OrderRow, 'status' | 'startTime'>,
  now: Date,
): ChangeRule {
  if (order.status === 'CANCELED') return { canChange: false, reason: messages.bookingCanceled };
  if (!service.allowClientChanges || service.deletedAt !== null || order.startTime === null) {
    return { canChange: false, reason: messages.clientChangesClosed };
  }
  const notice = service.clientChangeNoticeHours * HOUR_MS;
  if (order.startTime.getTime() - now.getTime() < notice) {
    return {
      canChange: false,
      reason: messages.clientChangeNoticePassed(service.clientChangeNoticeHours),
    };
  }
  return { canChange: true, reason: null };
}

function endOf(order: OrderRow): Date | null {
  return order.startTime ? addMinutes(order.startTime, order.durationMinutes) : null;
}

async function presentBooking(executor: Executor, booking: Booking): Promise<TPublicBooking> {
  const { order, business, service } = booking;
  const invoiceRows = await invoicesOf(executor, { businessId: business.id, orderId: order.id });
  const rule = changeRule(service, order, new Date());
  return {
    orderId: order.id,
    business: await publicBusinessOf(executor, business),
    serviceName: service.name,
    serviceSlug: service.slug,
    serviceColor: service.color,
    isMiniSession: service.kind === serviceKinds.MINI_SESSION,
    packageName: order.packageName,
    fullName: order.fullName,
    email: order.email,
    startTime: order.startTime?.toISOString() ?? null,
    endTime: endOf(order)?.toISOString() ?? null,
    location: order.shootLocation,
    status: order.status,
    grandTotal: order.grandTotal,
    amountPaid: order.amountPaid,
    invoices: invoiceRows.map((row) => ({
      id: row.id,
      total: row.total,
      status: row.status,
      dueDate: row.dueDate?.toISOString() ?? null,
      paidDate: row.paidAt?.toISOString() ?? null,
      milestone: row.paymentMilestone as TPublicBooking['invoices'][number]['milestone'],
    })),
    answers: storedAnswersOf(order.answers),
    pendingQuestions: await pendingQuestionsOf(executor, booking),
    paysOnline: (await onlinePaymentsOf(executor, business.id)) !== null,
    canChange: rule.canChange,
    changeClosedReason: rule.reason,
    clientChangeNoticeHours: service.clientChangeNoticeHours,
  };
}

/** GET /api/public/bookings/{token}. */
export async function getBooking(db: Database, orderId: string): Promise<TPublicBooking> {
  return presentBooking(db, await bookingOfOrder(db, orderId));
}

/** The client's rule, checked on the locked order with the service as it is now. */
async function requireChangeAllowed(tx: Transaction, order: OrderRow): Promise<ServiceRow> {
  const service = await findServiceForShare(tx, {
    businessId: order.businessId,
    serviceId: order.serviceId,
  });
  if (!service) throw AppError.notFound(messages.bookingNotFound);
  const rule = changeRule(service, order, new Date());
  if (!rule.canChange) throw new AppError('CONFLICT', rule.reason ?? messages.clientChangesClosed);
  return service;
}

function clientActor(order: OrderRow): Actor {
  return { accountId: null, name: order.fullName };
}

/** The owner's notice of the client's change, queued in the change's transaction. */
function noticeToOwner(
  booking: Booking,
  input: { change: 'CANCELED' | 'MOVED'; links: BookingLinks },
): ChangeFollowUp {
  const { change } = input;
  const { business, service } = booking;
  return async (tx, { order, startTime }) => {
    if (change === 'CANCELED') {
      // The notifications panel hears of it too; cancellations are switched with Bookings.
      await createNotification(tx, {
        businessId: business.id,
        type: 'CANCELLED',
        link: `/shoots/${order.id}`,
        customerName: order.fullName,
        serviceId: service.id,
        serviceName: service.name,
        serviceColor: service.color,
        startTime: order.startTime,
      });
    }
    if (!business.email) return;
    const notice = ownerClientChangeEmail({
      change,
      clientName: order.fullName,
      clientEmail: order.email,
      clientPhone: order.phone,
      serviceName: service.name,
      previousWhen: order.startTime ? whenIn(order.startTime, business.timeZone) : null,
      newWhen: startTime ? whenIn(startTime, business.timeZone) : null,
      shootUrl: input.links.shootUrl(order.id),
    });
    await enqueueEmail(tx, {
      businessId: business.id,
      to: business.email,
      ...notice,
      replyTo: order.email,
    });
  };
}

/** POST /api/public/bookings/{token}/cancel. */
export async function cancelByClient(
  db: Database,
  input: { orderId: string; links: BookingLinks },
): Promise<TPublicBooking> {
  const booking = await bookingOfOrder(db, input.orderId);
  const { order } = booking;
  if (order.status === 'CANCELED') throw new AppError('CONFLICT', messages.bookingCanceled);
  await cancelBooking(db, {
    businessId: order.businessId,
    orderId: order.id,
    actor: clientActor(order),
    guard: async (tx, locked) => {
      await requireChangeAllowed(tx, locked);
    },
    after: noticeToOwner(booking, { change: 'CANCELED', links: input.links }),
  });
  return getBooking(db, input.orderId);
}

/** POST /api/public/bookings/{token}/move: to another free slot of the same mini session. */
export async function moveByClient(
  db: Database,
  input: { orderId: string; request: { slotId: string }; links: BookingLinks },
): Promise<TPublicBooking> {
  const { request } = input;
  const booking = await bookingOfOrder(db, input.orderId);
  const { order } = booking;
  if (order.status === 'CANCELED') throw new AppError('CONFLICT', messages.bookingCanceled);
  await moveBooking(db, {
    businessId: order.businessId,
    orderId: order.id,
    actor: clientActor(order),
    request,
    guard: async (tx, locked) => {
      const service = await requireChangeAllowed(tx, locked);
      if (service.kind !== serviceKinds.MINI_SESSION) {
        throw new AppError('CONFLICT', messages.clientMoveMiniSessions);
      }
      const target = await requireServiceSlot(tx, {
        businessId: locked.businessId,
        serviceId: locked.serviceId,
        slotId: request.slotId,
      });
      if (target.startTime.getTime() <= Date.now()) {
        throw new AppError('CONFLICT', messages.timeInPast);
      }
    },
    after: noticeToOwner(booking, { change: 'MOVED', links: input.links }),
  });
  return getBooking(db, input.orderId);
}

/** POST /api/public/bookings/{token}/answers: the questions asked after booking, answered once. */
export async function answerByClient(
  db: Database,
  orderId: string,
  answers: TAnswers,
): Promise<TPublicBooking> {
  await saveClientAnswers(db, await bookingOfOrder(db, orderId), answers);
  return getBooking(db, orderId);
}

/** GET /api/public/bookings/{token}/calendar.ics: the booking as one event, times in UTC. */
export async function bookingCalendar(
  db: Database,
  input: { orderId: string; links: BookingLinks },
): Promise<{ fileName: string; body: string }> {
  const { links } = input;
  const manageUrl = links.manageUrl(input.orderId);
  const { order, business, service } = await bookingOfOrder(db, input.orderId);
  const end = endOf(order);
  if (!order.startTime || !end || order.status === 'CANCELED') {
    throw AppError.notFound(messages.bookingNotFound);
  }
  const body = icsCalendar({
    uid: `${order.id}@${new URL(manageUrl).host}`,
    start: order.startTime,
    end,
    stamp: new Date(),
    summary: `${service.name} with ${business.name}`,
    location: order.shootLocation,
    description: `Manage your booking: ${manageUrl}`,
    url: manageUrl,
  });
  return { fileName: `booking-${order.id}.ics`, body };
}
