// A shoot (an order): booked through the API as the owner's shoot form books it, or its row
// inserted directly, with the client's name, email and phone copied as the shoot form copies them.
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceKinds } from '@studio/shared/enums';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { TCreateShootRequest } from '@studio/shared/orders/requests';
import { customers } from '../../modules/customers/schema.ts';
import { orders } from '../../modules/orders/schema.ts';
import { newOrderId } from '../../modules/orders/service.ts';
import { addons, packages } from '../../modules/packages/schema.ts';
import { services } from '../../modules/services/schema.ts';
import { contactFields, insertClient, type Client } from './customer.ts';
import type { Owner } from './owner.ts';
import { createShootService, type ShootService, type ShootServiceOptions } from './service.ts';
import { createServiceSlot, freshShootDate } from './slot.ts';

type Tenant = Pick<Owner, 'businessId'>;

export type CreateShootOverrides = ShootServiceOptions & {
  /** Book on this service instead of creating one. */
  serviceId?: string;
  /** Fields of the create-shoot request (defaults: a client, the package, a slot or a fresh day). */
  request?: Partial<TCreateShootRequest>;
};

export type CreatedShoot = { order: TOrder; service: ShootService };

/**
 * Books a shoot through POST /api/services/{id}/create-shoot and returns the answer (ZOrder).
 * Without serviceId a service is created (mini session by default, see ShootServiceOptions).
 * Throws when the API refuses: use app.inject directly to test refusals.
 */
export async function createShoot(
  app: FastifyInstance,
  owner: Owner,
  overrides: CreateShootOverrides = {},
): Promise<CreatedShoot> {
  const service: ShootService = overrides.serviceId
    ? await describeService(app, overrides.serviceId)
    : await createShootService(app, owner, overrides);
  const request: Partial<TCreateShootRequest> = { ...overrides.request };
  if (service.kind === serviceKinds.MINI_SESSION) {
    if (request.slotId === undefined) {
      request.slotId = (await createServiceSlot(app, owner, { serviceId: service.id })).id;
    }
  } else {
    request.date ??= freshShootDate();
    request.startTime ??= '10:00';
  }
  const payload = {
    ...contactFields(),
    packageId: service.packageId,
    totalFee: 20000,
    ...request,
  };
  const res = await app.inject({
    method: 'POST',
    url: `/api/services/${service.id}/create-shoot`,
    headers: owner.headers,
    payload,
  });
  if (res.statusCode !== 200) {
    throw new Error(`create-shoot answered ${res.statusCode}: ${res.body}`);
  }
  return { order: res.json<TOrder>(), service };
}

async function describeService(app: FastifyInstance, serviceId: string): Promise<ShootService> {
  const { db } = app.deps;
  const [service] = await db.select().from(services).where(eq(services.id, serviceId));
  if (!service) throw new Error(`no service ${serviceId}`);
  const [pkg] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.serviceId, serviceId))
    .orderBy(asc(packages.sortIndex), asc(packages.createdAt));
  const addonRows = await db
    .select({ id: addons.id })
    .from(addons)
    .where(eq(addons.serviceId, serviceId))
    .orderBy(asc(addons.sortIndex));
  return {
    id: service.id,
    kind: service.kind,
    slug: service.slug,
    packageId: pkg?.id ?? null,
    addonIds: addonRows.map((row) => row.id),
  };
}

export type ShootRowInput = {
  serviceId: string;
  status?: 'ACTIVE' | 'CANCELED';
  createdAt?: Date;
  /** null (default): no date yet. */
  startTime?: Date | null;
  durationMinutes?: number;
  /** Also the total fee. */
  grandTotal?: number;
  amountPaid?: number;
  nextDueAt?: Date | null;
};

/** A shoot's row for the client; what the input leaves out keeps the table's default. */
function shootRow(owner: Tenant, client: Client, input: ShootRowInput): typeof orders.$inferInsert {
  return {
    id: newOrderId(),
    businessId: owner.businessId,
    customerId: client.id,
    serviceId: input.serviceId,
    fullName: client.fullName,
    email: client.email,
    phone: client.phone,
    status: input.status ?? 'ACTIVE',
    startTime: input.startTime,
    durationMinutes: input.durationMinutes,
    grandTotal: input.grandTotal,
    totalFee: input.grandTotal,
    amountPaid: input.amountPaid,
    nextDueAt: input.nextDueAt,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  };
}

/** A shoot of the client, its row inserted directly. */
export async function insertShoot(
  app: FastifyInstance,
  owner: Tenant,
  client: Client,
  input: ShootRowInput,
): Promise<string> {
  const row = shootRow(owner, client, input);
  await app.deps.db.insert(orders).values(row);
  return row.id;
}

/** A shoot of each of the owner's clients, as old as its client, in one statement: a crowd. */
export async function insertShootOfEachClient(
  app: FastifyInstance,
  owner: Tenant,
  serviceId: string,
): Promise<void> {
  const { db } = app.deps;
  const clients = await db
    .select({
      id: customers.id,
      fullName: customers.fullName,
      email: customers.email,
      phone: customers.phone,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(eq(customers.businessId, owner.businessId));
  await db
    .insert(orders)
    .values(
      clients.map((client) => shootRow(owner, client, { serviceId, createdAt: client.createdAt })),
    );
}

export type ListShootInput = Omit<ShootRowInput, 'durationMinutes'> & {
  businessId: string;
  fullName?: string;
  /** Whether a dated shoot gets its BOOKED slot row (default true). */
  withSlot?: boolean;
};

/**
 * A shoot of a new client (one hour, 10,000 unpaid unless given) and, when dated, its BOOKED
 * slot, inserted directly: for the lists, which only read these rows.
 */
export async function insertListShoot(
  app: FastifyInstance,
  input: ListShootInput,
): Promise<string> {
  const suffix = crypto.randomBytes(5).toString('hex');
  const client = await insertClient(app, input, {
    fullName: input.fullName ?? `Client ${suffix}`,
    email: `client-${suffix}@example.com`,
  });
  const startTime = input.startTime ?? null;
  const id = await insertShoot(app, input, client, {
    ...input,
    startTime,
    durationMinutes: 60,
    grandTotal: input.grandTotal ?? 10_000,
    amountPaid: input.amountPaid ?? 0,
  });
  if (startTime && input.withSlot !== false) {
    await createServiceSlot(app, input, {
      serviceId: input.serviceId,
      startTime,
      minutes: 60,
      status: 'BOOKED',
      orderId: id,
    });
  }
  return id;
}
