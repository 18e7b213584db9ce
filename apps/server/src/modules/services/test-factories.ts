// Test factories for services: a service through the API, and rows of the other modules' tables
// (dates, slots, packages, add-ons, contracts) inserted directly, as those modules' tests would.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TService } from '@studio/shared/services/contracts';
import type { Owner } from '../../test/factories.ts';
import { contractTemplates, serviceContracts } from '../contract-templates/schema.ts';
import { addons, packages } from '../packages/schema.ts';
import { serviceDates, slots } from '../scheduling/schema.ts';

export type SlotStatus = 'AVAILABLE' | 'BOOKED' | 'BOOKING' | 'SHOOTED';

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

/** A date of the service with one slot per given status, an hour apart from 09:00 UTC. */
export async function addDateWithSlots(
  app: FastifyInstance,
  input: {
    businessId: string;
    serviceId: string;
    date: string;
    location?: string;
    statuses: SlotStatus[];
  },
): Promise<{ dateId: string; slotIds: string[] }> {
  const { db } = app.deps;
  const [date] = await db
    .insert(serviceDates)
    .values({
      businessId: input.businessId,
      serviceId: input.serviceId,
      date: input.date,
      location: input.location ?? 'Rose Garden',
    })
    .returning({ id: serviceDates.id });
  if (!date) throw new Error('date insert returned nothing');
  const rows = input.statuses.map((status, index) => {
    const start = new Date(`${input.date}T${String(9 + index).padStart(2, '0')}:00:00Z`);
    return {
      businessId: input.businessId,
      serviceId: input.serviceId,
      serviceDateId: date.id,
      startTime: start,
      endTime: new Date(start.getTime() + 20 * 60_000),
      status,
      lockoutEnd: status === 'BOOKING' ? new Date(Date.now() + 10 * 60_000) : null,
      orderId: status === 'BOOKED' || status === 'SHOOTED' ? `O${crypto.randomInt(1e9)}` : null,
      isPremium: index === 0,
      premiumFee: index === 0 ? 2500 : 0,
      isBreakTime: false,
      sortOrder: index,
    };
  });
  const inserted = rows.length
    ? await db.insert(slots).values(rows).returning({ id: slots.id })
    : [];
  return { dateId: date.id, slotIds: inserted.map((row) => row.id) };
}

export async function addPricingAndContracts(
  app: FastifyInstance,
  input: { businessId: string; serviceId: string },
): Promise<{ contractTemplateIds: string[] }> {
  const { db } = app.deps;
  const { businessId, serviceId } = input;
  await db.insert(packages).values([
    {
      businessId,
      serviceId,
      name: 'Classic',
      totalFee: 25_000,
      discount: { amount: 1000, isFixed: false, startDate: null, endDate: null, maxSlots: 5 },
      discountUsedCount: 3,
      sortIndex: 0,
    },
    { businessId, serviceId, name: 'Deluxe', totalFee: 40_000, sortIndex: 1 },
  ]);
  await db.insert(addons).values([
    { businessId, serviceId, name: 'Extra prints', fee: 1500, maxQuantity: 4, sortIndex: 0 },
    { businessId, serviceId, name: 'Hair and make-up', fee: 6000, sortIndex: 1 },
  ]);
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

/** Uploads a small PNG through POST /api/upload/image; answers the stored file's id and url. */
export async function uploadImage(
  app: FastifyInstance,
  owner: Owner,
): Promise<{ id: string; url: string }> {
  const data = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#8A9A5B' },
  })
    .png()
    .toBuffer();
  const boundary = `----services${crypto.randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string; url: string }>();
}
