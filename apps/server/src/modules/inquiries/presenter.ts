// Inquiry rows -> the shared response shapes.
import type {
  TInquiry,
  TInquiryActivity,
  TInquiryListItem,
  TInquiryNote,
} from '@studio/shared/inquiries/contracts';
import { storedAnswersOf } from '@studio/shared/questionnaires/answers';
import type { inquiries, inquiryActivities, inquiryNotes } from './schema.ts';

export type InquiryRow = Omit<typeof inquiries.$inferSelect, 'searchText'>;
export type InquiryListRow = Pick<
  InquiryRow,
  'id' | 'fullName' | 'email' | 'phone' | 'serviceId' | 'isRead' | 'createdAt'
> & { serviceName: string | null; serviceColor: string | null };

export function presentInquiryListItem(row: InquiryListRow): TInquiryListItem {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    serviceColor: row.serviceColor,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentInquiry(
  row: InquiryRow & InquiryListRow & { serviceDeletedAt: Date | null },
  { hasContact }: { hasContact: boolean },
): TInquiry {
  return {
    ...presentInquiryListItem(row),
    customerId: hasContact ? row.customerId : null,
    answers: storedAnswersOf(row.answers),
    orderId: row.orderId,
    // Services are soft-deleted; a missing row counts as deleted too.
    isServiceDeleted:
      row.serviceId !== null && (row.serviceName === null || row.serviceDeletedAt !== null),
  };
}

export function presentInquiryActivity(
  row: typeof inquiryActivities.$inferSelect,
): TInquiryActivity {
  return {
    id: row.id,
    // Written only by this module with activityTypes values.
    type: row.type as TInquiryActivity['type'],
    createdDate: row.createdAt.toISOString(),
    actorName: row.actorName,
    summary: row.summary,
  };
}

export function presentInquiryNote(row: typeof inquiryNotes.$inferSelect): TInquiryNote {
  return {
    id: row.id,
    body: row.body,
    authorName: row.authorName,
    createdDate: row.createdAt.toISOString(),
  };
}
