// Inquiry rows -> the shared response shapes.
import type { TInquiry, TInquiryListItem } from '@studio/shared/inquiries/contracts';
import { storedAnswersOf } from '@studio/shared/questionnaires/answers';
import type { inquiries } from './schema.ts';

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

export function presentInquiry(row: InquiryRow & InquiryListRow): TInquiry {
  return {
    ...presentInquiryListItem(row),
    customerId: row.customerId,
    answers: storedAnswersOf(row.answers),
    orderId: row.orderId,
  };
}
