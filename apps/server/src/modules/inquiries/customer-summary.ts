// The inquiries side of a contact's summary (GET /api/customers/{id}/summary,
// customers/summary.ts): the contact's live inquiries, their notes and activity, and their count.
// Every query is scoped by the business and starts from inquiries_customer_idx.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { TCustomerNote } from '@studio/shared/customers/contracts';
import type { Database } from '../../db/client.ts';
import {
  SUMMARY_ACTIVITY_LIMIT,
  SUMMARY_LIST_LIMIT,
  type CustomerScope,
  type InquiriesSummary,
} from '../customers/customer-links.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { inquiries, inquiryActivities, inquiryNotes } from './schema.ts';

const serviceRows = serviceColumns('services');

export async function customerInquiriesSummary(
  db: Database,
  input: CustomerScope,
): Promise<InquiriesSummary> {
  const { businessId, customerId } = input;
  const liveInquiries = and(
    eq(inquiries.businessId, businessId),
    eq(inquiries.customerId, customerId),
    isNull(inquiries.deletedAt),
  );
  const service = { serviceName: serviceRows.name, serviceColor: serviceRows.color };

  const [inquiryRows, noteRows, inquiryActivityRows, inquiryTotals] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        serviceId: inquiries.serviceId,
        isRead: inquiries.isRead,
        orderId: inquiries.orderId,
        createdAt: inquiries.createdAt,
        ...service,
      })
      .from(inquiries)
      .leftJoin(
        serviceRows,
        and(eq(serviceRows.id, inquiries.serviceId), eq(serviceRows.businessId, businessId)),
      )
      .where(liveInquiries)
      .orderBy(desc(inquiries.createdAt))
      .limit(SUMMARY_LIST_LIMIT),
    db
      .select({
        id: inquiryNotes.id,
        inquiryId: inquiryNotes.inquiryId,
        body: inquiryNotes.body,
        authorName: inquiryNotes.authorName,
        createdAt: inquiryNotes.createdAt,
        serviceName: serviceRows.name,
      })
      .from(inquiryNotes)
      .innerJoin(inquiries, eq(inquiries.id, inquiryNotes.inquiryId))
      .leftJoin(
        serviceRows,
        and(eq(serviceRows.id, inquiries.serviceId), eq(serviceRows.businessId, businessId)),
      )
      .where(and(liveInquiries, eq(inquiryNotes.businessId, businessId)))
      .orderBy(desc(inquiryNotes.createdAt))
      .limit(SUMMARY_LIST_LIMIT),
    db
      .select({
        id: inquiryActivities.id,
        type: inquiryActivities.type,
        sourceId: inquiryActivities.inquiryId,
        actorName: inquiryActivities.actorName,
        summary: inquiryActivities.summary,
        createdAt: inquiryActivities.createdAt,
        serviceName: serviceRows.name,
        serviceColor: serviceRows.color,
      })
      .from(inquiryActivities)
      .innerJoin(inquiries, eq(inquiries.id, inquiryActivities.inquiryId))
      .leftJoin(
        serviceRows,
        and(eq(serviceRows.id, inquiries.serviceId), eq(serviceRows.businessId, businessId)),
      )
      .where(
        and(
          eq(inquiries.businessId, businessId),
          eq(inquiries.customerId, customerId),
          isNull(inquiries.deletedAt),
          eq(inquiryActivities.businessId, businessId),
        ),
      )
      .orderBy(desc(inquiryActivities.createdAt), desc(inquiryActivities.id))
      .limit(SUMMARY_ACTIVITY_LIMIT),
    db.select({ value: count() }).from(inquiries).where(liveInquiries),
  ]);

  const inquiryNoteList: TCustomerNote[] = noteRows.map((row) => ({
    id: row.id,
    source: 'INQUIRY',
    sourceId: row.inquiryId,
    serviceName: row.serviceName,
    body: row.body,
    authorName: row.authorName,
    createdDate: row.createdAt.toISOString(),
  }));

  return {
    inquiries: inquiryRows.map((row) => ({
      id: row.id,
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      serviceColor: row.serviceColor,
      isRead: row.isRead,
      orderId: row.orderId,
      createdDate: row.createdAt.toISOString(),
    })),
    notes: inquiryNoteList,
    activities: inquiryActivityRows.map((row) => ({
      id: row.id,
      type: row.type,
      source: 'INQUIRY' as const,
      sourceId: row.sourceId,
      serviceName: row.serviceName,
      serviceColor: row.serviceColor,
      actorName: row.actorName,
      summary: row.summary,
      createdDate: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
    })),
    inquiryCount: inquiryTotals[0]?.value ?? 0,
  };
}
