// One business with a record of every kind the API's generated requests address by id (a mini
// session with an add-on, slots and a shoot, a full session, a coupon, a contract template), so a
// request built from the OpenAPI document gets past the lookup of its path's ids.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { availabilityTemplates } from '../modules/availability/schema.ts';
import { sendInquiry } from './factories/inquiry.ts';
import { createShoot } from './factories/order.ts';
import type { Owner } from './factories/owner.ts';
import { createBookingService, createFullSession } from './factories/service.ts';
import { createSlots } from './factories/slot.ts';

/** Values by path-parameter name (and a few more the requests need). */
export type Seeds = Record<string, string>;

export async function seedApiRecords(app: FastifyInstance, owner: Owner): Promise<Seeds> {
  const mini = await createBookingService(app, owner, { addons: [{ fee: 1000 }] });
  const [slot] = await createSlots(app, owner, { serviceId: mini.id, count: 2 });
  const full = await createFullSession(app, owner);
  const { order } = await createShoot(app, owner, {
    serviceId: mini.id,
    request: { addons: mini.addonIds.map((addonId) => ({ addonId, quantity: 1 })) },
  });
  const [template] = await app.deps.db
    .select({ id: availabilityTemplates.id })
    .from(availabilityTemplates)
    .where(eq(availabilityTemplates.businessId, owner.businessId));
  const created = async (url: string, payload: object): Promise<string> => {
    const res = await app.inject({ method: 'POST', url, headers: owner.headers, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  };
  const read = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url, headers: owner.headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  // What every business starts with: the default email templates and workflow, and its tasks on
  // the shoot.
  const emailTemplates = await read<{ items: { id: string }[] }>('/api/email-templates');
  const workflows = await read<{ id: string }[]>('/api/flow-task-list-templates');
  const tasks = await read<{ tasks: { id: string }[] }>(`/api/flow-tasks/orders/${order.orderId}`);
  const questionnaires = await read<{ id: string }[]>('/api/questionnaire-templates');
  const { inquiryId } = await sendInquiry(app, owner);
  return {
    inquiryId,
    emailTemplateId: emailTemplates.items[0]?.id ?? crypto.randomUUID(),
    workflowTemplateId: workflows[0]?.id ?? crypto.randomUUID(),
    taskId: tasks.tasks[0]?.id ?? crypto.randomUUID(),
    questionnaireTemplateId: questionnaires[0]?.id ?? crypto.randomUUID(),
    businessId: owner.businessId,
    businessSlug: owner.business.slug,
    serviceId: mini.id,
    serviceSlug: mini.slug,
    fullServiceId: full.id,
    slotId: slot?.id ?? crypto.randomUUID(),
    dateId: order.serviceDateId ?? crypto.randomUUID(),
    orderId: order.orderId,
    invoiceId: order.invoices[0]?.id ?? crypto.randomUUID(),
    orderAddonId: order.addons[0]?.id ?? crypto.randomUUID(),
    addonId: mini.addonIds[0] ?? crypto.randomUUID(),
    a: mini.addonIds[0] ?? crypto.randomUUID(),
    b: mini.addonIds[0] ?? crypto.randomUUID(),
    packageId: mini.packageId ?? crypto.randomUUID(),
    customerId: order.customer.id,
    availabilityTemplateId: template?.id ?? crypto.randomUUID(),
    couponId: await created('/api/coupons', {
      code: `SEED${crypto.randomBytes(3).toString('hex')}`,
      amount: 100,
      isFixed: true,
    }),
    contractTemplateId: await created('/api/contract-templates', {
      name: 'Seeded contract',
      content: '<p>Terms</p>',
    }),
    name: 'SEEDED_NOTE',
    field: 'description',
  };
}

/** The id for a path's `{id}`: the owner's record of the kind the path names, else a random id. */
export function idFor(seeds: Seeds, path: string): string {
  const owner = Object.entries({
    '/api/services/': seeds.serviceId,
    '/api/packages/service/': seeds.serviceId,
    '/api/service-slots/': seeds.serviceId,
    '/api/orders/addons/': seeds.orderAddonId,
    '/api/orders/': seeds.orderId,
    '/api/customers/': seeds.customerId,
    '/api/coupons/': seeds.couponId,
    '/api/contract-templates/': seeds.contractTemplateId,
    '/api/availability-templates/': seeds.availabilityTemplateId,
    '/api/businesses/': seeds.businessId,
    '/api/email-templates/orders/': seeds.orderId,
    '/api/email-templates/inquiries/': seeds.inquiryId,
    '/api/inquiries/': seeds.inquiryId,
    '/api/email-templates/': seeds.emailTemplateId,
    '/api/flow-task-list-templates/services/': seeds.serviceId,
    '/api/flow-task-list-templates/': seeds.workflowTemplateId,
    '/api/flow-tasks/': seeds.taskId,
    '/api/emails/flow-tasks/': seeds.taskId,
    '/api/questionnaire-templates/': seeds.questionnaireTemplateId,
  }).find(([prefix]) => path.startsWith(prefix));
  if (owner?.[1]) return owner[1];
  return crypto.randomUUID();
}
