// Waitlists: a client joins a service's waitlist from its public page; the photographer
// sees the entries on the service, emails one or deletes it.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZWaitlistRequest } from '@studio/shared/booking/contracts';
import { limits } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type {
  TWaitlistEntry,
  TWaitlistEmailRequest,
  TWaitlistJoined,
  TWaitlistPage,
} from '@studio/shared/waitlist/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { findOrCreateCustomer } from '../customers/service.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { createNotification } from '../notifications/service.ts';
import { waitlistJoinedEmail, waitlistMessageEmail } from './emails.ts';
import { presentEntry, type WaitlistEntryRow } from './presenter.ts';
import { publicBusinessBySlug, publicServiceBySlug } from './public-forms.ts';
import { waitlistEntries } from './schema.ts';

type JoinRequest = z.output<typeof ZWaitlistRequest>;
type EntryTarget = { businessId: string; entryId: string };

/**
 * Adds the client to the waitlist of a bookable service, with the customer (matched by email),
 * a WAITLISTED notification and an email to the photographer, all in one transaction. Joining
 * again with the same email updates the entry instead of adding a second one (and notifies once).
 */
export async function joinWaitlist(
  db: Database,
  input: { businessSlug: string; serviceSlug: string; request: JoinRequest; appUrl: string },
): Promise<TWaitlistJoined> {
  const business = await publicBusinessBySlug(db, input.businessSlug);
  const businessId = business.id;
  const service = await publicServiceBySlug(db, { businessId, serviceSlug: input.serviceSlug });
  const { fullName, email, phone, note } = input.request;
  return db.transaction(async (tx) => {
    const customer = await findOrCreateCustomer(tx, { businessId, fullName, email, phone });
    const [existing] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.businessId, businessId),
          eq(waitlistEntries.serviceId, service.id),
          sql`lower(${waitlistEntries.email}) = ${email.toLowerCase()}`,
        ),
      )
      .limit(1)
      .for('update');
    if (existing) {
      await tx
        .update(waitlistEntries)
        .set({ customerId: customer.id, fullName, phone, ...(note ? { note } : {}) })
        .where(eq(waitlistEntries.id, existing.id));
      return { entryId: existing.id };
    }
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        businessId,
        serviceId: service.id,
        customerId: customer.id,
        fullName,
        email,
        phone,
        note,
      })
      .returning({ id: waitlistEntries.id });
    if (!entry) throw new Error('waitlist insert returned nothing');
    // The service page's Booking tab holds the Waitlist card.
    const link = `/services/${service.id}/booking`;
    await createNotification(tx, {
      businessId,
      type: 'WAITLISTED',
      link,
      customerName: fullName,
      serviceId: service.id,
      serviceName: service.name,
      serviceColor: service.color,
    });
    await enqueueEmail(tx, {
      businessId,
      to: business.email,
      replyTo: email,
      ...waitlistJoinedEmail({
        clientName: fullName,
        email,
        phone,
        note,
        serviceName: service.name,
        link: `${input.appUrl}${link}`,
      }),
    });
    return { entryId: entry.id };
  });
}

/** The service's waitlist, newest first, a page of 50 at a time. */
export async function listWaitlist(
  db: Database,
  input: { businessId: string; serviceId: string; page: number },
): Promise<TWaitlistPage> {
  const size = limits.pageSize;
  const scope = and(
    eq(waitlistEntries.businessId, input.businessId),
    eq(waitlistEntries.serviceId, input.serviceId),
  );
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(scope)
    .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
    .limit(size)
    .offset((input.page - 1) * size);
  const [total] = await db.select({ value: count() }).from(waitlistEntries).where(scope);
  return { items: rows.map(presentEntry), total: total?.value ?? 0, page: input.page, size };
}

async function findEntry(
  executor: Executor,
  target: EntryTarget & { serviceId?: string },
): Promise<WaitlistEntryRow> {
  const [row] = await executor
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, target.entryId),
        eq(waitlistEntries.businessId, target.businessId),
        target.serviceId ? eq(waitlistEntries.serviceId, target.serviceId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound(messages.waitlistEntryNotFound);
  return row;
}

/** The tenant's entry, or 404 (another business's id never answers). */
export async function requireEntry(
  executor: Executor,
  target: EntryTarget & { serviceId?: string },
): Promise<void> {
  await findEntry(executor, target);
}

/** Emails the waiting client through the outbox (replies go to the business) and notes when. */
export async function emailEntry(
  db: Database,
  input: EntryTarget & { serviceId: string; request: TWaitlistEmailRequest },
): Promise<TWaitlistEntry> {
  const business = await findBusiness(db, { businessId: input.businessId });
  return db.transaction(async (tx) => {
    const entry = await findEntry(tx, input);
    await enqueueEmail(tx, {
      businessId: input.businessId,
      to: entry.email,
      ...(business.email ? { replyTo: business.email } : {}),
      ...waitlistMessageEmail(input.request),
    });
    const [updated] = await tx
      .update(waitlistEntries)
      .set({ emailedAt: new Date() })
      .where(
        and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.businessId, input.businessId)),
      )
      .returning();
    if (!updated) throw AppError.notFound(messages.waitlistEntryNotFound);
    return presentEntry(updated);
  });
}

export async function deleteEntry(db: Database, target: EntryTarget): Promise<void> {
  const deleted = await db
    .delete(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, target.entryId),
        eq(waitlistEntries.businessId, target.businessId),
      ),
    )
    .returning({ id: waitlistEntries.id });
  if (deleted.length === 0) throw AppError.notFound(messages.waitlistEntryNotFound);
}
