// Demo data: a new business explores the app with realistic sample rows (two services, four
// contacts, three shoots with invoices, one inquiry) and removes them in one click. Each row is
// made by the module that owns its table, all in one transaction; the DEMO_DATA option records
// the ids made, which is how the lists tag them "Demo" and how removal finds exactly them (no
// column marks a row as demo, so real rows can never be taken for demo ones).
import { ZSaveCustomerRequest } from '@studio/shared/customers/contracts';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import { DEMO_DATA, type TDemoDataValue, type TOption } from '@studio/shared/options/contracts';
import { ZCreateShootRequest } from '@studio/shared/orders/requests';
import { ZCreateAddonRequest, ZCreatePackageRequest } from '@studio/shared/packages/requests';
import { ZCreateServiceDateRequest } from '@studio/shared/scheduling/requests';
import { addDays, todayIn } from '@studio/shared/scheduling/zoned-time';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { lockBusinessRow } from '../businesses/row-lock.ts';
import { createCustomer, removeCustomers } from '../customers/service.ts';
import { queueEventWrite } from '../google-calendar/writes.ts';
import { recordSampleInquiry, removeInquiries } from '../inquiries/sample-inquiries.ts';
import { readDemoData } from '../options/demo-data.ts';
import { writeOptionValue } from '../options/service.ts';
import { customersWithShoots, removeShoots } from '../orders/remove-shoots.ts';
import { actorOf, createShootInTransaction } from '../orders/service.ts';
import { createAddon, createPackage } from '../packages/service.ts';
import { createServiceDate } from '../scheduling/service.ts';
import { removeServices } from '../services/service.ts';
import { insertService } from '../services/service-numbering.ts';
import { removeSubjectTasks } from '../workflows/remove-tasks.ts';

type Owner = { businessId: string; accountId: string };

/**
 * POST /api/services/demo-data. Idempotent: with demo data loaded, it answers the record and
 * makes nothing (the business row is locked first, so two clicks at once also make one set).
 */
export async function loadDemoData(db: Database, owner: Owner): Promise<TOption> {
  return db.transaction(async (tx) => {
    await lockBusinessRow(tx, owner);
    const existing = await readDemoData(tx, owner);
    if (existing) return { name: DEMO_DATA, value: existing };
    const value = await makeDemoRows(tx, owner);
    await writeOptionValue(tx, { businessId: owner.businessId, name: DEMO_DATA, value });
    return { name: DEMO_DATA, value };
  });
}

/**
 * DELETE /api/services/demo-data: removes every demo row, in one transaction, leaving the owner's
 * own rows as they are. A demo contact the owner has since booked a real shoot for stays (the
 * shoot needs its contact; it is the owner's client now), and so does a demo service carrying
 * such a shoot, soft-deleted so the shoot keeps its time. 404 when no demo data is loaded.
 */
export async function removeDemoData(db: Database, input: { businessId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBusinessRow(tx, input);
    const demo = await readDemoData(tx, input);
    if (!demo) throw AppError.notFound(messages.noDemoData);
    const { businessId } = input;
    await removeSubjectTasks(tx, {
      businessId,
      orderIds: demo.orderIds,
      inquiryIds: demo.inquiryIds,
    });
    const removed = await removeShoots(tx, { businessId, orderIds: demo.orderIds });
    // A demo shoot written to a connected Google Calendar: a write for a gone shoot deletes its event.
    for (const orderId of removed) await queueEventWrite(tx, { businessId, orderId });
    await removeInquiries(tx, { businessId, inquiryIds: demo.inquiryIds });
    const kept = await customersWithShoots(tx, { businessId, customerIds: demo.customerIds });
    await removeCustomers(tx, {
      businessId,
      customerIds: demo.customerIds.filter((id) => !kept.has(id)),
    });
    await removeServices(tx, { businessId, serviceIds: demo.serviceIds });
    await writeOptionValue(tx, { businessId, name: DEMO_DATA, value: null });
  });
}

const contacts = [
  { fullName: 'Ava Thompson', email: 'ava.thompson@example.com', phone: '(555) 014-2231' },
  { fullName: 'Liam Carter', email: 'liam.carter@example.com', phone: '(555) 018-7742' },
  { fullName: 'Sofia Martinez', email: 'sofia.martinez@example.com', phone: '(555) 013-9085' },
  { fullName: 'Noah Patel', email: 'noah.patel@example.com', phone: '(555) 016-4410' },
] as const;

async function makeDemoRows(tx: Transaction, owner: Owner): Promise<TDemoDataValue> {
  const { businessId } = owner;
  const { timeZone } = await findBusiness(tx, { businessId });
  const today = todayIn(timeZone);
  const actor = await actorOf(tx, owner.accountId);

  // A mini session: one day of 20-minute slots, one package.
  const mini = await insertService(tx, {
    businessId,
    kind: serviceKinds.MINI_SESSION,
    name: 'Fall Mini Sessions',
    description:
      '20 minutes in the park at golden hour: 10 edited photos, delivered in an online gallery.',
    durationMinutes: 20,
  });
  const miniPackage = await createPackage(tx, {
    businessId,
    serviceId: mini.id,
    fields: ZCreatePackageRequest.parse({
      name: 'Mini session',
      totalFee: 22500,
      shootDuration: 20,
    }),
  });
  const miniDate = await createServiceDate(tx, {
    businessId,
    serviceId: mini.id,
    request: ZCreateServiceDateRequest.parse({
      date: addDays(today, 14),
      location: 'Riverside Park, north lawn',
      startTime: '16:00',
      endTime: '18:30',
      duration: 20,
      buffer: 10,
    }),
  });

  // A full session: two packages and an add-on, booked at any time the owner gives.
  const family = await insertService(tx, {
    businessId,
    kind: serviceKinds.SESSION_TYPES,
    name: 'Family Portrait Session',
    description:
      'A relaxed session at home or outdoors for the whole family, pets welcome. Includes a planning call and an online gallery.',
    durationMinutes: 90,
  });
  const essential = await createPackage(tx, {
    businessId,
    serviceId: family.id,
    fields: ZCreatePackageRequest.parse({ name: 'Essential', totalFee: 45000, shootDuration: 60 }),
  });
  const signature = await createPackage(tx, {
    businessId,
    serviceId: family.id,
    fields: ZCreatePackageRequest.parse({ name: 'Signature', totalFee: 75000, shootDuration: 120 }),
  });
  await createAddon(tx, {
    businessId,
    serviceId: family.id,
    fields: ZCreateAddonRequest.parse({ name: 'Printed 8x10 album', fee: 18000, maxQuantity: 2 }),
  });

  // The contacts first, so the shoots and the inquiry join them by email.
  // A demo email already among the owner's contacts (a demo contact kept by an earlier removal)
  // stays the owner's: the demo shoots join it, and it is not recorded as demo.
  const customerIds: string[] = [];
  for (const contact of contacts) {
    const customer = ZSaveCustomerRequest.parse({ ...contact, leadSource: 'Instagram' });
    const created = await createCustomer(tx, { businessId, customer }).catch((error: unknown) => {
      // createCustomer's conflict is an ON CONFLICT DO NOTHING, so the transaction is intact.
      if (error instanceof AppError && error.code === 'CONFLICT') return null;
      throw error;
    });
    if (created) customerIds.push(created.id);
  }
  const [ava, liam, sofia, noah] = contacts;

  // Three shoots, none emailed: paid in full, a deposit paid, and not paid yet.
  const orderIds: string[] = [];
  const firstSlot = miniDate.slots[0];
  if (!firstSlot) throw new Error('the demo mini session date has no slot');
  const shoot = async (serviceId: string, request: Record<string, unknown>) => {
    orderIds.push(
      await createShootInTransaction(tx, {
        businessId,
        serviceId,
        actor,
        request: ZCreateShootRequest.parse({ ...request, isSendEmail: false }),
      }),
    );
  };
  await shoot(mini.id, {
    ...ava,
    packageId: miniPackage.id,
    slotId: firstSlot.id,
    totalFee: 22500,
    amountPaid: 22500,
  });
  await shoot(family.id, {
    ...liam,
    packageId: signature.id,
    date: addDays(today, 21),
    startTime: '10:00',
    shootLocation: 'Carter family home',
    totalFee: 75000,
    amountPaid: 25000,
    note: 'Two kids (4 and 7) and a golden retriever. Prefers natural light indoors.',
  });
  await shoot(family.id, {
    ...sofia,
    packageId: essential.id,
    date: addDays(today, 35),
    startTime: '17:30',
    shootLocation: 'Lakeside boardwalk',
    totalFee: 45000,
  });

  const { inquiryId } = await recordSampleInquiry(tx, {
    businessId,
    serviceId: family.id,
    serviceName: family.name,
    contact: noah,
    answers: [
      {
        fieldId: 'message',
        type: 'LONG_TEXT',
        label: 'Message',
        value:
          'Hi! We are hoping to book a family session in early spring for the four of us and my parents. Do you have weekend availability?',
      },
    ],
  });

  return {
    serviceIds: [mini.id, family.id],
    customerIds,
    orderIds,
    inquiryIds: [inquiryId],
    loadedAt: new Date().toISOString(),
  };
}
