// Shoots (orders): reading the shoot page aggregate, the acting account, the order lock every
// change starts with, and creating a shoot from the shoot form. Changes of an existing shoot are
// in shoot-changes.ts. Every statement is scoped by the business.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { ZCreateShootRequest } from '@studio/shared/orders/requests';
import { addMinutes, wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { rowOf } from '../../db/subquery-row.ts';
import { describeInstant } from '../../platform/describe-instant.ts';
import { AppError } from '../../platform/errors.ts';
import { newShortId } from '../../platform/ids.ts';
import { accountEmail } from '../accounts/account-queries.ts';
import { businessColumns } from '../businesses/business-columns.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { customerColumns } from '../customers/customer-columns.ts';
import { getPaymentSettings } from '../payment-settings/service.ts';
import {
  bookServiceSlot,
  createOrderSlot,
  lockBusinessBookings,
  type ShootSlot,
  type ShootTime,
} from '../scheduling/order-slots.ts';
import { listOrderSlots } from '../scheduling/slot-reads.ts';
import { requireService, type ServiceRow } from '../services/lookup.ts';
import { serviceColumns } from '../services/service-columns.ts';
import type { Actor } from './activities.ts';
import { presentOrder, type OrderRow } from './presenter.ts';
import { shootLifecycle } from './shoot-lifecycle.ts';
import { buildOrder, validateChoices, type PackageRow } from './order-builder.ts';
import { invoices, orderAddons, orders } from './schema.ts';

export type OrderScope = { businessId: string; orderId: string };
export type CreateShootInput = z.output<typeof ZCreateShootRequest>;

/** A shoot's id: 'O' and ten upper-case base32 characters. */
export function newOrderId(): string {
  return newShortId('O');
}

/** Who acts: the account's email names it in the activity log. */
export async function actorOf(executor: Executor, accountId: string): Promise<Actor> {
  return { accountId, name: (await accountEmail(executor, { accountId })) ?? '' };
}

async function findOrderRow(
  executor: Executor,
  input: OrderScope,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  const query = executor
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.businessId, input.businessId)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw AppError.notFound(messages.orderNotFound);
  return row;
}

/** The tenant's order, or 404 (another business's id never answers). */
export function requireOrder(executor: Executor, input: OrderScope): Promise<OrderRow> {
  return findOrderRow(executor, input);
}

/**
 * The order locked for a change (changes of one shoot run one after the other); 404 when unknown,
 * 409 orderCanceled when it was cancelled.
 */
export async function lockActiveOrder(tx: Transaction, input: OrderScope): Promise<OrderRow> {
  const row = await findOrderRow(tx, input, { lock: true });
  if (row.status === 'CANCELED') throw new AppError('CONFLICT', messages.orderCanceled);
  return row;
}

/** The shoot page aggregate (ZOrder). 404 messages.orderNotFound for unknown or foreign ids. */
export async function getOrder(executor: Executor, input: OrderScope): Promise<TOrder> {
  // Two round trips of prepared statements: the order with its client, service and business,
  // then its slots, add-ons and invoices side by side.
  const [head] = await orderHeadQuery(executor).execute(input);
  if (!head) throw AppError.notFound(messages.orderNotFound);
  const [slotRows, addonRows, invoiceRows] = await Promise.all([
    listOrderSlots(executor, input),
    orderAddonsQuery(executor).execute(input),
    orderInvoicesQuery(executor).execute(input),
  ]);
  return presentOrder({
    order: head.order,
    customer: head.customer,
    service: head.service,
    slots: slotRows,
    addons: addonRows,
    invoices: invoiceRows,
    timeZone: head.timeZone,
    currency: head.currency,
    now: new Date(),
  });
}

const service = serviceColumns('service');
const business = businessColumns('business');
const customer = customerColumns('customers');

const orderHeadQuery = preparedFor((executor) =>
  executor
    .select({
      order: orders,
      customer: rowOf(customer),
      service: {
        id: service.id,
        name: service.name,
        color: service.color,
        kind: service.kind,
        deletedAt: service.deletedAt,
      },
      timeZone: business.timeZone,
      currency: business.currency,
    })
    .from(orders)
    .innerJoin(
      customer,
      and(eq(customer.id, orders.customerId), eq(customer.businessId, orders.businessId)),
    )
    .innerJoin(
      service,
      and(eq(service.id, orders.serviceId), eq(service.businessId, orders.businessId)),
    )
    .innerJoin(business, eq(business.id, orders.businessId))
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.businessId, sql.placeholder('businessId')),
      ),
    )
    .limit(1)
    .prepare('order_head'),
);

const orderAddonsQuery = preparedFor((executor) =>
  executor
    .select()
    .from(orderAddons)
    .where(
      and(
        eq(orderAddons.businessId, sql.placeholder('businessId')),
        eq(orderAddons.orderId, sql.placeholder('orderId')),
      ),
    )
    .orderBy(asc(orderAddons.createdAt), asc(orderAddons.id))
    .prepare('order_addon_lines'),
);

const orderInvoicesQuery = preparedFor((executor) =>
  executor
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.businessId, sql.placeholder('businessId')),
        eq(invoices.orderId, sql.placeholder('orderId')),
      ),
    )
    .orderBy(asc(invoices.sortIndex), asc(invoices.createdAt))
    .prepare('order_invoices'),
);

/** The local wall time of a full session shoot as instants (DST-safe). */
export function shootTimeAt(input: {
  date: string;
  startTime: string;
  durationMinutes: number;
  timeZone: string;
}): ShootTime {
  const start = wallTimeToInstant(input.date, input.startTime.slice(0, 5), input.timeZone);
  return {
    date: input.date,
    startTime: new Date(start),
    endTime: addMinutes(start, input.durationMinutes),
    describe: describeInstant(input.timeZone),
  };
}

/** The shoot's slot: a mini session books one of its slots, a full session makes its own. */
async function placeShoot(
  tx: Transaction,
  input: {
    service: ServiceRow;
    orderId: string;
    request: CreateShootInput;
    pkg: PackageRow | null;
    timeZone: string;
  },
): Promise<ShootSlot> {
  const { service, request } = input;
  const scope = { businessId: service.businessId, serviceId: service.id, orderId: input.orderId };
  if (service.kind === serviceKinds.MINI_SESSION) {
    if (request.slotId === null) throw AppError.validation('slotId', messages.slotRequired);
    return bookServiceSlot(tx, { ...scope, slotId: request.slotId });
  }
  if (request.date === null) throw AppError.validation('date', messages.required);
  if (request.startTime === null) throw AppError.validation('startTime', messages.required);
  const durationMinutes =
    request.duration ?? input.pkg?.shootDurationMinutes ?? service.durationMinutes;
  const time = shootTimeAt({
    date: request.date,
    startTime: request.startTime,
    durationMinutes,
    timeZone: input.timeZone,
  });
  return createOrderSlot(tx, { ...scope, time });
}

export type CreateShootArgs = {
  businessId: string;
  serviceId: string;
  actor: Actor;
  request: CreateShootInput;
};

/**
 * POST /api/services/{id}/create-shoot: one transaction books the time, then buildOrder joins or
 * creates the customer, snapshots the add-ons, fixes tax and coupon, prices the shoot, creates its
 * invoices and records CREATED_SHOOT. Returns the new order id.
 */
export async function createShoot(db: Database, input: CreateShootArgs): Promise<string> {
  return db.transaction((tx) => createShootInTransaction(tx, input));
}

/**
 * createShoot inside a transaction the caller holds, so that the caller's own writes commit or
 * roll back with the shoot (POST /api/inquiries/{id}/create-shoot links the inquiry to it).
 */
export async function createShootInTransaction(
  tx: Transaction,
  input: CreateShootArgs,
): Promise<string> {
  const { businessId, request } = input;
  const service = await requireService(tx, input);
  const { pkg, lines } = await validateChoices(tx, service, request);
  // One client runs one statement at a time: no Promise.all inside a transaction.
  const business = await findBusiness(tx, { businessId });
  const { timeZone } = business;
  const settings = await getPaymentSettings(tx, { businessId });
  const orderId = newOrderId();
  await lockBusinessBookings(tx, businessId);
  const slot = await placeShoot(tx, { service, orderId, request, pkg, timeZone });
  await buildOrder(tx, {
    business,
    service,
    settings,
    orderId,
    slot,
    pkg,
    lines,
    client: { fullName: request.fullName, email: request.email, phone: request.phone },
    totalFee: request.totalFee,
    couponCode: request.couponCode,
    amountPaid: request.amountPaid,
    shootLocation: request.shootLocation,
    note: request.note,
    isSendEmail: request.isSendEmail,
    source: 'OWNER',
    answers: [],
    activity: {
      type: 'CREATED_SHOOT',
      actor: input.actor,
      summary: `Created the shoot for ${request.fullName} on ${describeInstant(timeZone)(slot.startTime)}`,
    },
    now: new Date(),
  });
  // The shoot's workflow: the booking confirmation goes with this transaction, unless the owner
  // chose not to email the client (isSendEmail off), which starts the shoot's automation paused.
  await shootLifecycle().created(tx, { businessId, orderId });
  return orderId;
}
