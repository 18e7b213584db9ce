// GET /api/customers/{id}/summary: what /contacts/{id} shows besides the contact's details: the
// shoots (service colour, time, payment state), inquiries, invoices with the total paid, notes and
// the activity across the contact's shoots and inquiries, newest first.
//
// A read model across modules: orders, invoices, inquiries and their notes and activities are
// read here by customer, because their modules answer per shoot or per inquiry only. Every query
// is scoped by the business and starts from orders_customer_idx / inquiries_customer_idx.
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type {
  TCustomerActivity,
  TCustomerNote,
  TCustomerSummary,
} from '@studio/shared/customers/contracts';
import { paymentState } from '@studio/shared/orders/payment-state';
import { startOfTodayIn } from '@studio/shared/scheduling/zoned-time';
import type { Database } from '../../db/client.ts';
import { inquiries, inquiryActivities, inquiryNotes } from '../inquiries/schema.ts';
import { invoices, orderActivities, orders } from '../orders/schema.ts';
import { businessTimeZone } from '../scheduling/service.ts';
import { services } from '../services/schema.ts';

/** Each list of the page stops at this many rows, newest first; the totals count everything. */
export const SUMMARY_LIST_LIMIT = 100;
/** The activity log shows the latest this many entries. */
export const SUMMARY_ACTIVITY_LIMIT = 50;

type Target = { businessId: string; customerId: string };

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** A shoot's service (soft-deleted ones too: the shoot keeps its name and colour). */
const orderService = and(
  eq(services.id, orders.serviceId),
  eq(services.businessId, orders.businessId),
);

export async function customerSummary(db: Database, target: Target): Promise<TCustomerSummary> {
  const { businessId, customerId } = target;
  const ofCustomer = and(eq(orders.businessId, businessId), eq(orders.customerId, customerId));
  const liveInquiries = and(
    eq(inquiries.businessId, businessId),
    eq(inquiries.customerId, customerId),
    isNull(inquiries.deletedAt),
  );
  const service = { serviceName: services.name, serviceColor: services.color };

  const [
    timeZone,
    shootRows,
    inquiryRows,
    invoiceRows,
    noteRows,
    activityRows,
    orderTotals,
    inquiryTotals,
  ] = await Promise.all([
    businessTimeZone(db, businessId),
    db
      .select({
        id: orders.id,
        status: orders.status,
        serviceId: orders.serviceId,
        packageName: orders.packageName,
        startTime: orders.startTime,
        durationMinutes: orders.durationMinutes,
        grandTotal: orders.grandTotal,
        amountPaid: orders.amountPaid,
        nextDueAt: orders.nextDueAt,
        note: orders.note,
        createdAt: orders.createdAt,
        updatedAt: orders.updatedAt,
        ...service,
      })
      .from(orders)
      .leftJoin(services, orderService)
      .where(ofCustomer)
      // Undated shoots wait to be scheduled: first; then the latest (or next) shoot.
      .orderBy(sql`${orders.startTime} desc nulls first`, desc(orders.createdAt))
      .limit(SUMMARY_LIST_LIMIT),
    db
      .select({
        id: inquiries.id,
        serviceId: inquiries.serviceId,
        isRead: inquiries.isRead,
        orderId: inquiries.orderId,
        createdAt: inquiries.createdAt,
        ...service,
      })
      .from(inquiries)
      .leftJoin(
        services,
        and(eq(services.id, inquiries.serviceId), eq(services.businessId, businessId)),
      )
      .where(liveInquiries)
      .orderBy(desc(inquiries.createdAt))
      .limit(SUMMARY_LIST_LIMIT),
    // A cancelled shoot's open invoices are no longer due; what was paid on it still counts.
    db
      .select({
        id: invoices.id,
        orderId: invoices.orderId,
        sortIndex: invoices.sortIndex,
        total: invoices.total,
        status: invoices.status,
        paidAt: invoices.paidAt,
        dueDate: invoices.dueDate,
        serviceId: orders.serviceId,
        ...service,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(services, orderService)
      .where(and(ofCustomer, or(eq(orders.status, 'ACTIVE'), eq(invoices.status, 'PAID'))))
      .orderBy(
        sql`${orders.startTime} desc nulls first`,
        desc(orders.createdAt),
        invoices.sortIndex,
      )
      .limit(SUMMARY_LIST_LIMIT * 2),
    db
      .select({
        id: inquiryNotes.id,
        inquiryId: inquiryNotes.inquiryId,
        body: inquiryNotes.body,
        authorName: inquiryNotes.authorName,
        createdAt: inquiryNotes.createdAt,
        serviceName: services.name,
      })
      .from(inquiryNotes)
      .innerJoin(inquiries, eq(inquiries.id, inquiryNotes.inquiryId))
      .leftJoin(
        services,
        and(eq(services.id, inquiries.serviceId), eq(services.businessId, businessId)),
      )
      .where(and(liveInquiries, eq(inquiryNotes.businessId, businessId)))
      .orderBy(desc(inquiryNotes.createdAt))
      .limit(SUMMARY_LIST_LIMIT),
    activitiesOf(db, target),
    db
      .select({
        shootCount: count(),
        totalPaid: sql<number>`coalesce(sum(${orders.amountPaid}), 0)::int`,
        balanceDue: sql<number>`coalesce(sum(greatest(${orders.grandTotal} - ${orders.amountPaid}, 0))
            filter (where ${orders.status} = 'ACTIVE'), 0)::int`,
      })
      .from(orders)
      .where(ofCustomer),
    db.select({ value: count() }).from(inquiries).where(liveInquiries),
  ]);

  const startOfToday = startOfTodayIn(timeZone);
  const shootNotes: TCustomerNote[] = shootRows
    .filter((row) => row.note.trim() !== '')
    .map((row) => ({
      id: `shoot-${row.id}`,
      source: 'SHOOT',
      sourceId: row.id,
      serviceName: row.serviceName,
      body: row.note,
      authorName: null,
      createdDate: row.updatedAt.toISOString(),
    }));
  const inquiryNoteList: TCustomerNote[] = noteRows.map((row) => ({
    id: row.id,
    source: 'INQUIRY',
    sourceId: row.inquiryId,
    serviceName: row.serviceName,
    body: row.body,
    authorName: row.authorName,
    createdDate: row.createdAt.toISOString(),
  }));
  const totals = orderTotals[0];

  return {
    shoots: shootRows.map((row) => ({
      id: row.id,
      status: row.status,
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      serviceColor: row.serviceColor,
      packageName: row.packageName,
      startTime: iso(row.startTime),
      duration: row.durationMinutes,
      grandTotal: row.grandTotal,
      amountPaid: row.amountPaid,
      paymentState: paymentState({ ...row, startOfToday }),
      createdDate: row.createdAt.toISOString(),
    })),
    inquiries: inquiryRows.map((row) => ({
      id: row.id,
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      serviceColor: row.serviceColor,
      isRead: row.isRead,
      orderId: row.orderId,
      createdDate: row.createdAt.toISOString(),
    })),
    invoices: invoiceRows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      number: row.sortIndex + 1,
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      serviceColor: row.serviceColor,
      total: row.total,
      paymentStatus: row.status,
      isOverdue: row.status === 'PENDING' && row.dueDate !== null && row.dueDate < startOfToday,
      paidDate: iso(row.paidAt),
      dueDate: iso(row.dueDate),
    })),
    notes: [...shootNotes, ...inquiryNoteList].sort((a, b) =>
      b.createdDate.localeCompare(a.createdDate),
    ),
    activities: activityRows,
    totals: {
      shootCount: totals?.shootCount ?? 0,
      inquiryCount: inquiryTotals[0]?.value ?? 0,
      totalPaid: totals?.totalPaid ?? 0,
      balanceDue: totals?.balanceDue ?? 0,
    },
    listLimit: SUMMARY_LIST_LIMIT,
  };
}

/** The latest activities of the contact's shoots and inquiries, merged, newest first. */
async function activitiesOf(db: Database, target: Target): Promise<TCustomerActivity[]> {
  const { businessId, customerId } = target;
  const [shootActivities, inquiryActivityRows] = await Promise.all([
    db
      .select({
        id: orderActivities.id,
        type: orderActivities.type,
        sourceId: orderActivities.orderId,
        actorName: orderActivities.actorName,
        details: orderActivities.details,
        createdAt: orderActivities.createdAt,
        serviceName: services.name,
        serviceColor: services.color,
      })
      .from(orderActivities)
      .innerJoin(orders, eq(orders.id, orderActivities.orderId))
      .leftJoin(services, orderService)
      .where(
        and(
          eq(orders.businessId, businessId),
          eq(orders.customerId, customerId),
          eq(orderActivities.businessId, businessId),
        ),
      )
      .orderBy(desc(orderActivities.createdAt), desc(orderActivities.id))
      .limit(SUMMARY_ACTIVITY_LIMIT),
    db
      .select({
        id: inquiryActivities.id,
        type: inquiryActivities.type,
        sourceId: inquiryActivities.inquiryId,
        actorName: inquiryActivities.actorName,
        summary: inquiryActivities.summary,
        createdAt: inquiryActivities.createdAt,
        serviceName: services.name,
        serviceColor: services.color,
      })
      .from(inquiryActivities)
      .innerJoin(inquiries, eq(inquiries.id, inquiryActivities.inquiryId))
      .leftJoin(
        services,
        and(eq(services.id, inquiries.serviceId), eq(services.businessId, businessId)),
      )
      .where(
        and(
          eq(inquiries.businessId, businessId),
          eq(inquiries.customerId, customerId),
          isNull(inquiries.deletedAt),
          eq(inquiryActivities.businessId, businessId),
        ),
      )
      .orderBy(desc(inquiryActivities.createdAt), desc(inquiryActivities.id))
      .limit(SUMMARY_ACTIVITY_LIMIT),
  ]);
  const merged: (TCustomerActivity & { at: number })[] = [
    ...shootActivities.map((row) => ({
      id: row.id,
      type: row.type,
      source: 'SHOOT' as const,
      sourceId: row.sourceId,
      serviceName: row.serviceName,
      serviceColor: row.serviceColor,
      actorName: row.actorName,
      summary: (row.details as { summary?: string } | null)?.summary ?? '',
      createdDate: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
    })),
    ...inquiryActivityRows.map((row) => ({
      id: row.id,
      type: row.type,
      source: 'INQUIRY' as const,
      sourceId: row.sourceId,
      serviceName: row.serviceName,
      serviceColor: row.serviceColor,
      actorName: row.actorName,
      summary: row.summary,
      createdDate: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
    })),
  ];
  return merged
    .sort((a, b) => b.at - a.at)
    .slice(0, SUMMARY_ACTIVITY_LIMIT)
    .map(({ at: _at, ...activity }) => activity);
}
