// Factories for shoot tests: a service with what a shoot needs (package, add-ons,
// a mini session slot), inserted directly, then a shoot booked through the API.
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceKinds } from '@studio/shared/enums';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { TCreateShootRequest } from '@studio/shared/orders/requests';
import { addDays } from '@studio/shared/scheduling/zoned-time';
import type { Owner } from '../../test/factories.ts';
import { addons, packages } from '../packages/schema.ts';
import { serviceDates, slots } from '../scheduling/schema.ts';
import { services } from '../services/schema.ts';

export type ShootServiceOptions = {
  /** serviceKinds: 1 mini session (default), 2 full session, 3 bundle. */
  kind?: number;
  /** The package's total fee (minor units); null: the service has no package. Default 20000. */
  packageFee?: number | null;
  /** Add-ons of the service. Default none. */
  addons?: { name?: string; fee: number; maxQuantity?: number }[];
  taxMode?: 'EXCLUDE' | 'INCLUDE' | 'NO_TAX';
  taxRateBps?: number | null;
  feeCollectionMethod?: string;
  paymentSchedule?: unknown[];
  durationMinutes?: number;
};

export type ShootService = {
  id: string;
  kind: number;
  packageId: string | null;
  addonIds: string[];
};

export async function createShootService(
  app: FastifyInstance,
  owner: Owner,
  options: ShootServiceOptions = {},
): Promise<ShootService> {
  const { db } = app.deps;
  const suffix = crypto.randomBytes(4).toString('hex');
  const kind = options.kind ?? serviceKinds.MINI_SESSION;
  const [service] = await db
    .insert(services)
    .values({
      businessId: owner.businessId,
      number: crypto.randomInt(1, 2_000_000_000),
      kind,
      name: `Shoot service ${suffix}`,
      slug: `shoot-service-${suffix}`,
      color: '#2F5D50',
      taxMode: options.taxMode ?? 'NO_TAX',
      taxRateBps: options.taxRateBps ?? null,
      feeCollectionMethod: options.feeCollectionMethod ?? 'FULL_AT_BOOKING',
      paymentSchedule: options.paymentSchedule ?? [],
      durationMinutes: options.durationMinutes ?? 60,
    })
    .returning({ id: services.id });
  if (!service) throw new Error('service insert returned nothing');
  let packageId: string | null = null;
  const packageFee = options.packageFee === undefined ? 20000 : options.packageFee;
  if (packageFee !== null) {
    const [row] = await db
      .insert(packages)
      .values({
        businessId: owner.businessId,
        serviceId: service.id,
        name: `Package ${suffix}`,
        totalFee: packageFee,
        shootDurationMinutes: options.durationMinutes ?? 60,
      })
      .returning({ id: packages.id });
    packageId = row?.id ?? null;
  }
  const addonIds: string[] = [];
  for (const [index, addon] of (options.addons ?? []).entries()) {
    const [row] = await db
      .insert(addons)
      .values({
        businessId: owner.businessId,
        serviceId: service.id,
        name: addon.name ?? `Add-on ${index + 1}`,
        fee: addon.fee,
        maxQuantity: addon.maxQuantity ?? 3,
        sortIndex: index,
      })
      .returning({ id: addons.id });
    if (row) addonIds.push(row.id);
  }
  return { id: service.id, kind, packageId, addonIds };
}

// Each shoot of a worker gets its own day, so shoots of one business never overlap by accident.
let nextDay = crypto.randomInt(0, 2000);

/** A local date no other factory shoot of this worker uses (years ahead). */
export function freshShootDate(): string {
  nextDay += 1;
  return addDays('2032-01-01', nextDay);
}

/** A mini session slot of the service on a fresh day (09:00-09:30 UTC unless given). */
export async function createServiceSlot(
  app: FastifyInstance,
  owner: Owner,
  input: { serviceId: string; startTime?: Date; minutes?: number; isBreakTime?: boolean },
): Promise<{ id: string; serviceDateId: string; startTime: Date; endTime: Date }> {
  const start = input.startTime ?? new Date(`${freshShootDate()}T09:00:00Z`);
  const end = new Date(start.getTime() + (input.minutes ?? 30) * 60_000);
  const { db } = app.deps;
  const [date] = await db
    .insert(serviceDates)
    .values({
      businessId: owner.businessId,
      serviceId: input.serviceId,
      date: start.toISOString().slice(0, 10),
    })
    .returning({ id: serviceDates.id });
  if (!date) throw new Error('service date insert returned nothing');
  const [slot] = await db
    .insert(slots)
    .values({
      businessId: owner.businessId,
      serviceId: input.serviceId,
      serviceDateId: date.id,
      startTime: start,
      endTime: end,
      isBreakTime: input.isBreakTime ?? false,
    })
    .returning({
      id: slots.id,
      serviceDateId: slots.serviceDateId,
      startTime: slots.startTime,
      endTime: slots.endTime,
    });
  if (!slot) throw new Error('slot insert returned nothing');
  return slot;
}

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
  const suffix = crypto.randomBytes(4).toString('hex');
  const payload = {
    fullName: `Client ${suffix}`,
    email: `client-${suffix}@example.com`,
    phone: '+1 555 0100',
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
    packageId: pkg?.id ?? null,
    addonIds: addonRows.map((row) => row.id),
  };
}
