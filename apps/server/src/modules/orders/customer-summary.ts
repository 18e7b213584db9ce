// The shoots side of a contact's summary (GET /api/customers/{id}/summary, customers/summary.ts):
// the contact's shoots, their invoices, notes and activity, and the totals. Every query is scoped
// by the business and starts from orders_customer_idx.
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { TCustomerNote } from '@studio/shared/customers/contracts';
import { paymentState } from '@studio/shared/orders/payment-state';
import { startOfTodayIn } from '@studio/shared/scheduling/zoned-time';
import type { Database } from '../../db/client.ts';
import {
  SUMMARY_ACTIVITY_LIMIT,
  SUMMARY_LIST_LIMIT,
  type CustomerScope,
  type ShootsSummary,
} from '../customers/customer-links.ts';
import { businessTimeZone } from '../scheduling/service.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { invoices, orderActivities, orders } from './schema.ts';

const serviceRows = serviceColumns('services');

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** A shoot's service (soft-deleted ones too: the shoot keeps its name and colour). */
const orderService = and(
  eq(serviceRows.id, orders.serviceId),
  eq(serviceRows.businessId, orders.businessId),
);

export async function customerShootsSummary(
  db: Database,
  input: CustomerScope,
): Promise<ShootsSummary> {
  const { businessId, customerId } = input;
  const ofCustomer = and(eq(orders.businessId, businessId), eq(orders.customerId, customerId));
  const service = { serviceName: serviceRows.name, serviceColor: serviceRows.color };

  const [timeZone, shootRows, invoiceRows, shootActivities, orderTotals] = await Promise.all([
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
      .leftJoin(serviceRows, orderService)
      .where(ofCustomer)
      // Undated shoots wait to be scheduled: first; then the latest (or next) shoot.
      .orderBy(sql`${orders.startTime} desc nulls first`, desc(orders.createdAt))
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
      .leftJoin(serviceRows, orderService)
      .where(and(ofCustomer, or(eq(orders.status, 'ACTIVE'), eq(invoices.status, 'PAID'))))
      .orderBy(
        sql`${orders.startTime} desc nulls first`,
        desc(orders.createdAt),
        invoices.sortIndex,
      )
      .limit(SUMMARY_LIST_LIMIT * 2),
    db
      .select({
        id: orderActivities.id,
        type: orderActivities.type,
        sourceId: orderActivities.orderId,
        actorName: orderActivities.actorName,
        details: orderActivities.details,
        createdAt: orderActivities.createdAt,
        serviceName: serviceRows.name,
        serviceColor: serviceRows.color,
      })
      .from(orderActivities)
      .innerJoin(orders, eq(orders.id, orderActivities.orderId))
      .leftJoin(serviceRows, orderService)
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
        shootCount: count(),
        totalPaid: sql<number>`coalesce(sum(${orders.amountPaid}), 0)::int`,
        balanceDue: sql<number>`coalesce(sum(greatest(${orders.grandTotal} - ${orders.amountPaid}, 0))
            filter (where ${orders.status} = 'ACTIVE'), 0)::int`,
      })
      .from(orders)
      .where(ofCustomer),
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
    notes: shootNotes,
    activities: shootActivities.map((row) => ({
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
    totals: {
      shootCount: totals?.shootCount ?? 0,
      totalPaid: totals?.totalPaid ?? 0,
      balanceDue: totals?.balanceDue ?? 0,
    },
  };
}
