// Inquiries (SPEC §3 inquiry counts, §7 Inquiries): what the owner reads. Ids begin with 'I'
// (SPEC §2 relies on it). The client's request is ZInquiryRequest in booking/contracts.ts.
import { z } from 'zod';
import { ZStoredAnswer } from '../questionnaires/contracts.ts';

/** 'I' and ten upper-case base32 characters, as order ids are 'O' and ten. */
export const INQUIRY_ID_PATTERN = /^I[A-Z2-7]{10}$/;

export const ZInquiryListItem = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Null for the business-wide inquiry form. */
  serviceId: z.string().nullable(),
  serviceName: z.string().nullable(),
  serviceColor: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TInquiryListItem = z.infer<typeof ZInquiryListItem>;

/** GET /api/inquiries?page=: newest first, pages of 50 (SPEC §9 paging; load more asks the next). */
export const ZInquiryListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
});
export const ZInquiryPage = z.object({
  items: z.array(ZInquiryListItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TInquiryPage = z.infer<typeof ZInquiryPage>;

/** GET /api/inquiries/count (SPEC §3 Inquiry counts). */
export const ZInquiryCounts = z.object({
  total: z.number().int(),
  totalUnRead: z.number().int(),
});
export type TInquiryCounts = z.infer<typeof ZInquiryCounts>;

/** GET /api/inquiries/{id}: the inquiry page, with the answers as the client gave them. */
export const ZInquiry = ZInquiryListItem.extend({
  customerId: z.string(),
  answers: z.array(ZStoredAnswer),
  /** The shoot made from this inquiry, when there is one. */
  orderId: z.string().nullable(),
});
export type TInquiry = z.infer<typeof ZInquiry>;
