// Factories for the public booking tests: a bookable service (mini session with slots, or a full
// session with an availability template), and a client's requests against the public API.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TCheckoutRequest, THold } from '@studio/shared/booking/contracts';
import { serviceKinds } from '@studio/shared/enums';
import type { Owner } from '../../test/factories.ts';
import { availabilityTemplates } from '../availability/schema.ts';
import {
  createServiceSlot,
  createShootService,
  freshShootDate,
  type ShootServiceOptions,
} from '../orders/test-factories.ts';
import { services } from '../services/schema.ts';

export type BookingService = {
  id: string;
  slug: string;
  /** /api/public/businesses/{b}/services/{s} */
  path: string;
  packageId: string | null;
  addonIds: string[];
};

export async function createBookingService(
  app: FastifyInstance,
  owner: Owner,
  options: ShootServiceOptions & {
    allowClientChanges?: boolean;
    clientChangeNoticeHours?: number;
    bufferMinutes?: number;
  } = {},
): Promise<BookingService> {
  const created = await createShootService(app, owner, options);
  const [row] = await app.deps.db
    .update(services)
    .set({
      allowClientChanges: options.allowClientChanges ?? true,
      clientChangeNoticeHours: options.clientChangeNoticeHours ?? 48,
      bufferMinutes: options.bufferMinutes ?? 0,
    })
    .where(eq(services.id, created.id))
    .returning({ slug: services.slug });
  if (!row) throw new Error('service update returned nothing');
  return {
    id: created.id,
    slug: row.slug,
    path: `/api/public/businesses/${owner.business.slug}/services/${row.slug}`,
    packageId: created.packageId,
    addonIds: created.addonIds,
  };
}

/** Mini session slots on one fresh day (30 minutes each, an hour apart from 09:00 UTC). */
export async function createSlots(
  app: FastifyInstance,
  owner: Owner,
  input: { serviceId: string; count: number; date?: string },
): Promise<{ id: string; startTime: Date }[]> {
  const date = input.date ?? freshShootDate();
  const made: { id: string; startTime: Date }[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const hour = String(9 + index).padStart(2, '0');
    made.push(
      await createServiceSlot(app, owner, {
        serviceId: input.serviceId,
        startTime: new Date(`${date}T${hour}:00:00Z`),
      }),
    );
  }
  return made;
}

/** A full session with a weekly template open 09:00-17:00 on every day (business time zone). */
export async function createFullSession(
  app: FastifyInstance,
  owner: Owner,
  options: ShootServiceOptions & { allowClientChanges?: boolean } = {},
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

export function clientDetails(overrides: Partial<TCheckoutRequest> = {}) {
  const suffix = crypto.randomBytes(4).toString('hex');
  return {
    fullName: `Client ${suffix}`,
    email: `client-${suffix}@example.com`,
    phone: '+1 555 0100',
    ...overrides,
  };
}

/**
 * A client's own address. The public writes are rate limited per address (RATE_LIMIT is on in
 * tests, as in production), so each request comes from its own client unless a test names one.
 */
export function clientAddress(): string {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

export async function publicRequest<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  remoteAddress: string = clientAddress(),
): Promise<{ status: number; body: T; headers: Record<string, unknown>; text: string }> {
  const res = await app.inject({
    method,
    url,
    remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body: body as T, headers: res.headers, text: res.body };
}

export async function holdSlot(
  app: FastifyInstance,
  service: BookingService,
  slotId: string,
): Promise<THold> {
  const res = await publicRequest<THold>(app, 'POST', `${service.path}/holds`, { slotId });
  if (res.status !== 200) throw new Error(`hold answered ${res.status}: ${res.text}`);
  return res.body;
}
