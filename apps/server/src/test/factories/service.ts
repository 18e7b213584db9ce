// A service of the owner's business: its row inserted directly (unique name and slug per test),
// a bookable one with a package and add-ons, one made through the API, and a service's pricing and
// contracts. What an option leaves out keeps the table's default.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceKinds } from '@studio/shared/enums';
import type { TService } from '@studio/shared/services/contracts';
import { availabilityTemplates } from '../../modules/availability/schema.ts';
import { contractTemplates, serviceContracts } from '../../modules/contract-templates/schema.ts';
import { services } from '../../modules/services/schema.ts';
import type { Owner } from './owner.ts';
import { createAddon, createPackage } from './package.ts';

type Tenant = Pick<Owner, 'businessId'>;

export type ServiceOptions = {
  /** serviceKinds: 1 mini session (default), 2 full session, 3 bundle. */
  kind?: number;
  name?: string;
  color?: string;
  durationMinutes?: number;
  bufferMinutes?: number;
  taxMode?: 'EXCLUDE' | 'INCLUDE' | 'NO_TAX';
  taxRateBps?: number | null;
  feeCollectionMethod?: string;
  paymentSchedule?: unknown[];
  allowClientChanges?: boolean;
  clientChangeNoticeHours?: number;
};

export type ServiceRow = { id: string; kind: number; name: string; slug: string; color: string };

/** The service's row alone. */
export async function createService(
  app: FastifyInstance,
  owner: Tenant,
  options: ServiceOptions = {},
): Promise<ServiceRow> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const [row] = await app.deps.db
    .insert(services)
    .values({
      businessId: owner.businessId,
      number: crypto.randomInt(1, 2_000_000_000),
      kind: options.kind ?? serviceKinds.MINI_SESSION,
      name: options.name ?? `Service ${suffix}`,
      slug: `service-${suffix}`,
      color: options.color ?? '#2F5D50',
      durationMinutes: options.durationMinutes,
      bufferMinutes: options.bufferMinutes,
      taxMode: options.taxMode,
      taxRateBps: options.taxRateBps,
      feeCollectionMethod: options.feeCollectionMethod,
      paymentSchedule: options.paymentSchedule,
      allowClientChanges: options.allowClientChanges,
      clientChangeNoticeHours: options.clientChangeNoticeHours,
    })
    .returning({
      id: services.id,
      kind: services.kind,
      name: services.name,
      slug: services.slug,
      color: services.color,
    });
  if (!row) throw new Error('service insert returned nothing');
  return row;
}

export type ShootServiceOptions = ServiceOptions & {
  /** The package's total fee (minor units); null: the service has no package. Default 20000. */
  packageFee?: number | null;
  /** Add-ons of the service. Default none. */
  addons?: { name?: string; fee: number; maxQuantity?: number }[];
};

export type ShootService = {
  id: string;
  kind: number;
  slug: string;
  packageId: string | null;
  addonIds: string[];
};

/** A service a shoot can be booked on: one package (unless packageFee is null) and its add-ons. */
export async function createShootService(
  app: FastifyInstance,
  owner: Tenant,
  options: ShootServiceOptions = {},
): Promise<ShootService> {
  const service = await createService(app, owner, {
    ...options,
    durationMinutes: options.durationMinutes ?? 60,
  });
  const packageFee = options.packageFee === undefined ? 20000 : options.packageFee;
  const packageId =
    packageFee === null
      ? null
      : (
          await createPackage(app, owner, {
            serviceId: service.id,
            totalFee: packageFee,
            shootDurationMinutes: options.durationMinutes ?? 60,
          })
        ).id;
  const addonIds: string[] = [];
  for (const [index, addon] of (options.addons ?? []).entries()) {
    const row = await createAddon(app, owner, {
      serviceId: service.id,
      name: addon.name ?? `Add-on ${index + 1}`,
      fee: addon.fee,
      maxQuantity: addon.maxQuantity ?? 3,
      sortIndex: index,
    });
    addonIds.push(row.id);
  }
  return { id: service.id, kind: service.kind, slug: service.slug, packageId, addonIds };
}

export type BookingService = {
  id: string;
  slug: string;
  /** /api/public/businesses/{b}/services/{s} */
  path: string;
  packageId: string | null;
  addonIds: string[];
};

/** A shoot service clients book on the public pages; clients may change bookings by default. */
export async function createBookingService(
  app: FastifyInstance,
  owner: Owner,
  options: ShootServiceOptions = {},
): Promise<BookingService> {
  const created = await createShootService(app, owner, {
    ...options,
    allowClientChanges: options.allowClientChanges ?? true,
  });
  return {
    id: created.id,
    slug: created.slug,
    path: `/api/public/businesses/${owner.business.slug}/services/${created.slug}`,
    packageId: created.packageId,
    addonIds: created.addonIds,
  };
}

/** A full session with a weekly template open 09:00-17:00 on every day (business time zone). */
export async function createFullSession(
  app: FastifyInstance,
  owner: Owner,
  options: ShootServiceOptions = {},
): Promise<BookingService> {
  const service = await createBookingService(app, owner, {
    kind: serviceKinds.SESSION_TYPES,
    ...options,
  });
  const [template] = await app.deps.db
    .insert(availabilityTemplates)
    .values({
      businessId: owner.businessId,
      name: `Hours ${crypto.randomBytes(3).toString('hex')}`,
      type: 'WEEKDAY',
      windows: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        start: '09:00:00',
        end: '17:00:00',
      })),
      blockOffs: [],
    })
    .returning({ id: availabilityTemplates.id });
  await app.deps.db
    .update(services)
    .set({ availabilityTemplateId: template?.id ?? null })
    .where(eq(services.id, service.id));
  return service;
}

/** A service made through POST /api/services, as the owner's form makes it. */
export async function createServiceVia(
  app: FastifyInstance,
  owner: Owner,
  input: { name?: string; kind?: 1 | 2 | 3 } = {},
): Promise<TService> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/services',
    headers: owner.headers,
    payload: {
      name: input.name ?? `Service ${crypto.randomBytes(3).toString('hex')}`,
      kind: input.kind ?? 1,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<TService>();
}

/** Two packages (Classic with a discount, Deluxe), two add-ons and two contracts of the service. */
export async function addPricingAndContracts(
  app: FastifyInstance,
  input: { businessId: string; serviceId: string },
): Promise<{ contractTemplateIds: string[] }> {
  const { db } = app.deps;
  const { businessId, serviceId } = input;
  await createPackage(app, input, {
    serviceId,
    name: 'Classic',
    totalFee: 25_000,
    discount: { amount: 1000, isFixed: false, startDate: null, endDate: null, maxSlots: 5 },
    discountUsedCount: 3,
    sortIndex: 0,
  });
  await createPackage(app, input, { serviceId, name: 'Deluxe', totalFee: 40_000, sortIndex: 1 });
  await createAddon(app, input, {
    serviceId,
    name: 'Extra prints',
    fee: 1500,
    maxQuantity: 4,
    sortIndex: 0,
  });
  await createAddon(app, input, { serviceId, name: 'Hair and make-up', fee: 6000, sortIndex: 1 });
  const templates = await db
    .insert(contractTemplates)
    .values([
      { businessId, name: 'Model release', content: '<p>Release</p>' },
      { businessId, name: 'Session agreement', content: '<p>Agreement</p>' },
    ])
    .returning({ id: contractTemplates.id });
  await db.insert(serviceContracts).values(
    templates.map((template, index) => ({
      businessId,
      serviceId,
      contractTemplateId: template.id,
      sortIndex: index,
    })),
  );
  return { contractTemplateIds: templates.map((template) => template.id) };
}
