// The services screens' reads of shoots: a service's shoots, where a shoot can move within its
// service, and whether the business has converted (a live service and a shoot).
import { and, count, eq, sql } from 'drizzle-orm';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TShootPage } from '@studio/shared/orders/contracts';
import type { TChangeShootOptions, TConversionCheck } from '@studio/shared/orders/service-views';
import { startOfTodayIn, todayIn } from '@studio/shared/scheduling/zoned-time';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { businessTimeZone, listServiceDates } from '../scheduling/service.ts';
import { listOrderSlots } from '../scheduling/slot-reads.ts';
import { countServices } from '../services/list-service.ts';
import { requireService } from '../services/lookup.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { presentShoot, type PageRow } from './list-service.ts';
import { orders } from './schema.ts';
import { requireOrder } from './service.ts';

type ServiceScope = { businessId: string; serviceId: string };

/**
 * GET /api/services/{id}/shoots: the service's active shoots, newest first (by when they were
 * booked or created, so a new booking is on top whatever its date), with their slots.
 */
export async function listServiceShoots(
  executor: Executor,
  input: ServiceScope & { page: number; size: number; now?: number },
): Promise<TShootPage> {
  const { businessId, serviceId, page, size } = input;
  const ofService = sql`o.business_id = ${businessId} and o.service_id = ${serviceId}
    and o.status = 'ACTIVE'`;
  // Timestamps as PostgreSQL's text, as the home list reads them (isoTimestamp).
  const result = await executor.execute(sql`
    select o.id, o.service_id, o.full_name, o.email, o.start_time::text as start_time,
      o.duration_minutes, o.created_at::text as created_at, o.grand_total, o.amount_paid,
      o.next_due_at::text as next_due_at,
      v.name as service_name, v.color as service_color,
      (v.deleted_at is not null) as service_deleted,
      coalesce((
        select json_agg(json_build_object('id', s.id, 'serviceDateId', s.service_date_id,
          'startTime', s.start_time, 'endTime', s.end_time, 'status', s.status))
        from slots s where s.business_id = ${businessId} and s.order_id = o.id
      ), '[]') as slots,
      0 as total, null as time_zone
    from orders o
    left join ${serviceColumns('v')} on v.id = o.service_id and v.business_id = o.business_id
    where ${ofService}
    order by o.created_at desc, o.id desc
    limit ${size + 1} offset ${(page - 1) * size}`);
  const [counted] = await executor
    .select({ total: count() })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.serviceId, serviceId),
        eq(orders.status, 'ACTIVE'),
      ),
    );
  const timeZone = await businessTimeZone(executor, businessId);
  const startOfToday = startOfTodayIn(timeZone, input.now);
  const rows = (result as unknown as { rows: PageRow[] }).rows;
  return {
    items: rows.slice(0, size).map((row) => presentShoot(row, startOfToday)),
    total: counted?.total ?? 0,
    isTotalCapped: false,
    hasMore: rows.length > size,
    page,
    size,
  };
}

/**
 * GET /api/services/{id}/change-shoot: the service's dates from today on, each slot marked
 * selectable when the shoot may move there (available, not held, not a break, not conflicting)
 * or when the shoot occupies it already. 409 when the shoot is of another service or cancelled.
 */
export async function changeShootOptions(
  executor: Executor,
  input: ServiceScope & { orderId: string },
): Promise<TChangeShootOptions> {
  const { businessId, serviceId, orderId } = input;
  const order = await requireOrder(executor, { businessId, orderId });
  if (order.serviceId !== serviceId) throw new AppError('CONFLICT', messages.shootOfOtherService);
  if (order.status === 'CANCELED') throw new AppError('CONFLICT', messages.orderCanceled);
  const service = await requireService(executor, { businessId, serviceId });
  const timeZone = await businessTimeZone(executor, businessId);
  const [dates, occupied] = await Promise.all([
    listServiceDates(executor, { businessId, serviceId, timeZone, from: todayIn(timeZone) }),
    listOrderSlots(executor, { businessId, orderId }),
  ]);
  const current = new Set(occupied.map((slot) => slot.id));
  return {
    orderId,
    serviceId,
    isMiniSession: service.kind === serviceKinds.MINI_SESSION,
    currentSlotId: occupied[0]?.id ?? null,
    dates: dates.map((date) => ({
      ...date,
      slots: date.slots.map((slot) => {
        const isCurrent = current.has(slot.id);
        const isFree = slot.status === 'AVAILABLE' && !slot.isBreakTime && !slot.isConFlict;
        return { ...slot, isCurrent, isSelectable: isCurrent || isFree };
      }),
    })),
  };
}

/** GET /api/services/check-conversion: a live service and an active shoot. */
export async function checkConversion(
  db: Database,
  { businessId }: { businessId: string },
): Promise<TConversionCheck> {
  const [services, [shoot]] = await Promise.all([
    countServices(db, { businessId }),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.businessId, businessId), eq(orders.status, 'ACTIVE')))
      .limit(1),
  ]);
  const hasService = services > 0;
  const hasShoot = shoot !== undefined;
  return { hasService, hasShoot, isConverted: hasService && hasShoot };
}
