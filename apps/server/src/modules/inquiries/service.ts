// Inquiries: a client sends one from a service's inquiry form or the business's
// own; the photographer lists them, reads one (which can mark it read) and deletes it (softly).
import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZInquiryRequest } from '@studio/shared/booking/contracts';
import { limits } from '@studio/shared/constants';
import {
  INQUIRY_SAME_MAX,
  type TInquiry,
  type TInquiryCounts,
  type TInquiryListItem,
  type TInquiryPage,
} from '@studio/shared/inquiries/contracts';
import { messages } from '@studio/shared/messages';
import { contactOf, validateAnswers } from '@studio/shared/questionnaires/answers';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newShortId } from '../../platform/ids.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import {
  customerExists,
  findOrCreateCustomer,
  recordNewsletterConsent,
} from '../customers/service.ts';
import { queueNewsletterSignup } from '../newsletters/service.ts';
import { createNotification } from '../notifications/service.ts';
import { requireOrder } from '../orders/service.ts';
import { defaultInquiryFields, serviceInquiryFields } from '../questionnaires/service.ts';
import type { ServiceRow } from '../services/lookup.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { publicBusinessBySlug, publicServiceBySlug } from '../waitlist/public-forms.ts';
import { recordInquiryActivity } from './activities.ts';
import { inquiryLifecycle } from './inquiry-lifecycle.ts';
import { inquiryReceivedEmail } from './emails.ts';
import { presentInquiry, presentInquiryListItem } from './presenter.ts';
import { inquiries } from './schema.ts';

type InquiryRequest = z.output<typeof ZInquiryRequest>;
type InquiryTarget = { businessId: string; inquiryId: string };

/** An inquiry's id: 'I' and ten upper-case base32 characters, like order ids. */
export function newInquiryId(): string {
  return newShortId('I');
}

/**
 * A client's inquiry: the answers are checked against the form's questions (the service's inquiry
 * questionnaire, else the basic form; the business-wide form uses the default inquiry
 * questionnaire), then the inquiry, its customer (matched by email), its CREATE_INQUIRY activity,
 * the INQUIRY notification and the email to the photographer are written in one transaction.
 */
export async function createInquiry(
  db: Database,
  input: { businessSlug: string; request: InquiryRequest; appUrl: string },
): Promise<{ inquiryId: string }> {
  const business = await publicBusinessBySlug(db, input.businessSlug);
  const businessId = business.id;
  const { serviceSlug } = input.request;
  const service: ServiceRow | null = serviceSlug
    ? await publicServiceBySlug(db, { businessId, serviceSlug })
    : null;
  const fields = service
    ? await serviceInquiryFields(db, { businessId, inquiryTemplateId: service.inquiryTemplateId })
    : await defaultInquiryFields(db, { businessId });
  const checked = validateAnswers(fields, input.request.answers);
  if (!checked.ok) {
    throw new AppError('VALIDATION', checked.errors.map((error) => error.message).join('; '), {
      errors: checked.errors,
    });
  }
  const contact = contactOf(fields, checked.stored);
  const inquiryId = newInquiryId();
  const link = `/inquiries/${inquiryId}`;
  await db.transaction(async (tx) => {
    const customer = await findOrCreateCustomer(tx, { businessId, ...contact });
    await tx.insert(inquiries).values({
      id: inquiryId,
      businessId,
      serviceId: service?.id ?? null,
      customerId: customer.id,
      ...contact,
      answers: checked.stored,
    });
    await recordInquiryActivity(tx, {
      businessId,
      inquiryId,
      type: 'CREATE_INQUIRY',
      // The client acted: no account.
      actor: { accountId: null, name: contact.fullName },
      summary: service ? `Sent an inquiry about ${service.name}` : 'Sent an inquiry',
    });
    await createNotification(tx, {
      businessId,
      type: 'INQUIRY',
      link,
      customerName: contact.fullName,
      ...(service
        ? { serviceId: service.id, serviceName: service.name, serviceColor: service.color }
        : {}),
    });
    await enqueueEmail(tx, {
      businessId,
      to: business.email,
      replyTo: contact.email,
      ...inquiryReceivedEmail({
        clientName: contact.fullName,
        serviceName: service?.name ?? null,
        answers: checked.stored,
        link: `${input.appUrl}${link}`,
      }),
    });
    // The inquiry's workflow: its answer to the client goes with this transaction.
    await inquiryLifecycle().created(tx, { businessId, inquiryId });
    // The client ticked the newsletter box: the consent and the signup go with the inquiry.
    if (input.request.newsletterConsent) {
      await recordNewsletterConsent(tx, { businessId, customerId: customer.id });
      await queueNewsletterSignup(tx, {
        businessId,
        email: contact.email,
        fullName: contact.fullName,
        source: { kind: 'INQUIRY', id: inquiryId },
      });
    }
  });
  return { inquiryId };
}

function live(businessId: string) {
  return and(eq(inquiries.businessId, businessId), isNull(inquiries.deletedAt));
}

const service = serviceColumns('service');

/** The inquiry's columns with its service's name and colour (services are soft-deleted: kept). */
function selectWithService(executor: Executor) {
  return executor
    .select({
      id: inquiries.id,
      businessId: inquiries.businessId,
      serviceId: inquiries.serviceId,
      customerId: inquiries.customerId,
      fullName: inquiries.fullName,
      email: inquiries.email,
      phone: inquiries.phone,
      answers: inquiries.answers,
      isRead: inquiries.isRead,
      orderId: inquiries.orderId,
      deletedAt: inquiries.deletedAt,
      createdAt: inquiries.createdAt,
      updatedAt: inquiries.updatedAt,
      serviceName: service.name,
      serviceColor: service.color,
      serviceDeletedAt: service.deletedAt,
    })
    .from(inquiries)
    .leftJoin(
      service,
      and(eq(service.id, inquiries.serviceId), eq(service.businessId, inquiries.businessId)),
    );
}

/** The business's inquiries, newest first, a page of 50 at a time. */
export async function listInquiries(
  db: Database,
  input: { businessId: string; page: number },
): Promise<TInquiryPage> {
  const size = limits.pageSize;
  const rows = await selectWithService(db)
    .where(live(input.businessId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(size)
    .offset((input.page - 1) * size);
  const { total } = await countInquiries(db, input.businessId);
  return { items: rows.map(presentInquiryListItem), total, page: input.page, size };
}

/** The inquiries sent from one service's form, newest first, a page of 50 at a time. */
export async function listServiceInquiries(
  db: Database,
  input: { businessId: string; serviceId: string; page: number },
): Promise<TInquiryPage> {
  const size = limits.pageSize;
  const ofService = and(live(input.businessId), eq(inquiries.serviceId, input.serviceId));
  const rows = await selectWithService(db)
    .where(ofService)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(size)
    .offset((input.page - 1) * size);
  const [counted] = await db.select({ total: count() }).from(inquiries).where(ofService);
  return {
    items: rows.map(presentInquiryListItem),
    total: counted?.total ?? 0,
    page: input.page,
    size,
  };
}

/**
 * The other live inquiries of the client of a shoot or an inquiry: the same contact or the same
 * email (case-insensitive; a contact deleted or merged since still matches by email), newest
 * first. 404 when the shoot or inquiry is not the tenant's.
 */
export async function listSameClientInquiries(
  db: Database,
  input: { businessId: string; orderId?: string | undefined; inquiryId?: string | undefined },
): Promise<TInquiryListItem[]> {
  const { businessId } = input;
  let client: { customerId: string; email: string };
  if (input.orderId !== undefined) {
    client = await requireOrder(db, { businessId, orderId: input.orderId });
  } else {
    const [row] = await db
      .select({ customerId: inquiries.customerId, email: inquiries.email })
      .from(inquiries)
      .where(and(live(businessId), eq(inquiries.id, input.inquiryId ?? '')))
      .limit(1);
    if (!row) throw AppError.notFound(messages.inquiryNotFound);
    client = row;
  }
  const rows = await selectWithService(db)
    .where(
      and(
        live(businessId),
        input.inquiryId === undefined ? undefined : ne(inquiries.id, input.inquiryId),
        or(
          eq(inquiries.customerId, client.customerId),
          sql`lower(${inquiries.email}) = lower(${client.email})`,
        ),
      ),
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(INQUIRY_SAME_MAX);
  return rows.map(presentInquiryListItem);
}

export async function countInquiries(db: Executor, businessId: string): Promise<TInquiryCounts> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${inquiries.isRead} = false)`.mapWith(Number),
    })
    .from(inquiries)
    .where(live(businessId));
  return { total: row?.total ?? 0, totalUnRead: row?.unread ?? 0 };
}

export async function getInquiry(db: Executor, target: InquiryTarget): Promise<TInquiry> {
  const [row] = await selectWithService(db)
    .where(and(live(target.businessId), eq(inquiries.id, target.inquiryId)))
    .limit(1);
  if (!row) throw AppError.notFound(messages.inquiryNotFound);
  // Deleting a contact keeps their inquiries (customer_id is no foreign key): the page then has
  // no contact to link to.
  const hasContact = await customerExists(db, {
    businessId: target.businessId,
    customerId: row.customerId,
  });
  return presentInquiry(row, { hasContact });
}

/** The tenant's live inquiry, or 404 (another business's id never answers). */
export async function requireInquiry(executor: Executor, target: InquiryTarget): Promise<void> {
  const [row] = await executor
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(live(target.businessId), eq(inquiries.id, target.inquiryId)))
    .limit(1);
  if (!row) throw AppError.notFound(messages.inquiryNotFound);
}

export async function markInquiryRead(db: Database, target: InquiryTarget): Promise<TInquiry> {
  const updated = await db
    .update(inquiries)
    .set({ isRead: true, updatedAt: new Date() })
    .where(and(live(target.businessId), eq(inquiries.id, target.inquiryId)))
    .returning({ id: inquiries.id });
  if (updated.length === 0) throw AppError.notFound(messages.inquiryNotFound);
  return getInquiry(db, target);
}

/** Soft delete: the inquiry leaves the lists and counts; a shoot made from it keeps its link. */
export async function deleteInquiry(db: Database, target: InquiryTarget): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(inquiries)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(live(target.businessId), eq(inquiries.id, target.inquiryId)))
      .returning({ id: inquiries.id });
    if (deleted.length === 0) throw AppError.notFound(messages.inquiryNotFound);
    await inquiryLifecycle().deleted(tx, target);
  });
}

/** What an inquiry's tasks are timed from, for the tenant's live inquiry; null when there is none. */
export async function inquiryTimingFacts(
  executor: Executor,
  target: InquiryTarget,
): Promise<{ serviceId: string | null; createdAt: Date; answers: unknown } | null> {
  const [row] = await executor
    .select({
      serviceId: inquiries.serviceId,
      createdAt: inquiries.createdAt,
      answers: inquiries.answers,
    })
    .from(inquiries)
    .where(and(live(target.businessId), eq(inquiries.id, target.inquiryId)))
    .limit(1);
  return row ?? null;
}
