// The business's dated shoots as a calendar shows them, for the calendar subscription feed.
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { orders } from './schema.ts';

export type CalendarShoot = {
  id: string;
  serviceName: string;
  clientName: string;
  startTime: Date;
  durationMinutes: number;
  location: string;
  isCanceled: boolean;
};

const serviceRows = serviceColumns('services');

/**
 * The dated shoots (active and cancelled) starting at or after `since`, earliest first, at most
 * `limit`: cancelled ones stay so that a subscribed calendar learns of the cancellation.
 */
export async function shootsForCalendar(
  executor: Executor,
  input: { businessId: string; since: Date; limit: number },
): Promise<CalendarShoot[]> {
  const rows = await executor
    .select({
      id: orders.id,
      serviceName: serviceRows.name,
      clientName: orders.fullName,
      startTime: orders.startTime,
      durationMinutes: orders.durationMinutes,
      location: orders.shootLocation,
      isCanceled: sql<boolean>`${orders.status} = 'CANCELED'`,
    })
    .from(orders)
    .leftJoin(
      serviceRows,
      and(eq(serviceRows.id, orders.serviceId), eq(serviceRows.businessId, orders.businessId)),
    )
    .where(
      and(
        eq(orders.businessId, input.businessId),
        isNotNull(orders.startTime),
        gte(orders.startTime, input.since),
      ),
    )
    .orderBy(asc(orders.startTime), asc(orders.id))
    .limit(input.limit);
  return rows.flatMap((row) =>
    row.startTime ? [{ ...row, startTime: row.startTime, serviceName: row.serviceName ?? '' }] : [],
  );
}

/** One shoot as a calendar event shows it (Google Calendar writes), or null when it is gone. */
export async function shootForCalendarEvent(
  executor: Executor,
  input: { businessId: string; orderId: string },
): Promise<{
  isActive: boolean;
  serviceName: string;
  clientName: string;
  startTime: Date | null;
  durationMinutes: number;
  location: string;
} | null> {
  const [row] = await executor
    .select({
      serviceName: serviceRows.name,
      clientName: orders.fullName,
      startTime: orders.startTime,
      durationMinutes: orders.durationMinutes,
      location: orders.shootLocation,
      isActive: sql<boolean>`${orders.status} <> 'CANCELED'`,
    })
    .from(orders)
    .leftJoin(
      serviceRows,
      and(eq(serviceRows.id, orders.serviceId), eq(serviceRows.businessId, orders.businessId)),
    )
    .where(and(eq(orders.businessId, input.businessId), eq(orders.id, input.orderId)))
    .limit(1);
  return row ? { ...row, serviceName: row.serviceName ?? '' } : null;
}
