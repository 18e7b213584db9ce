// Inquiries: what the owner reads. Ids begin with 'I', which the web app relies on.
// The client's request is ZInquiryRequest in booking/contracts.ts.
import { z } from 'zod';
import { activityTypes } from '../enums.ts';
import { messages } from '../messages.ts';
import { ZCreateShootRequest } from '../orders/requests.ts';
import { ZStoredAnswer } from '../questionnaires/contracts.ts';
import { PAGE_MAX, queryInt, requiredText } from '../validation.ts';

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

/** GET /api/inquiries?page=: newest first, pages of 50. */
export const ZInquiryListQuery = z.object({
  page: queryInt(1, PAGE_MAX).default(1),
});
export const ZInquiryPage = z.object({
  items: z.array(ZInquiryListItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TInquiryPage = z.infer<typeof ZInquiryPage>;

/** GET /api/inquiries/count. */
export const ZInquiryCounts = z.object({
  total: z.number().int(),
  totalUnRead: z.number().int(),
});
export type TInquiryCounts = z.infer<typeof ZInquiryCounts>;

/** GET /api/inquiries/{id}: the inquiry page, with the answers as the client gave them. */
export const ZInquiry = ZInquiryListItem.extend({
  /** The client's contact; null once that contact was deleted (the inquiry stays). */
  customerId: z.string().nullable(),
  answers: z.array(ZStoredAnswer),
  /** The shoot made from this inquiry, when there is one. */
  orderId: z.string().nullable(),
  /** The service was deleted since (services are soft-deleted): a new shoot needs another one. */
  isServiceDeleted: z.boolean(),
});
export type TInquiry = z.infer<typeof ZInquiry>;

/**
 * GET /api/inquiries/{id}/activities, newest first (CREATE_INQUIRY when
 * the client sends it, CREATED_SHOOT when a shoot is made from it).
 */
export const ZInquiryActivity = z.object({
  id: z.string(),
  type: z.enum(activityTypes),
  createdDate: z.string(),
  /** Who acted: the account's email, or the client's name for what the client did. */
  actorName: z.string(),
  /** One line that says what happened, e.g. 'Sent the inquiry'. */
  summary: z.string(),
});
export type TInquiryActivity = z.infer<typeof ZInquiryActivity>;

/** The longest note on an inquiry (as a shoot's notes). */
export const INQUIRY_NOTE_MAX = 5000;

/** POST /api/inquiries/{id}/notes: required, at most INQUIRY_NOTE_MAX characters. */
export const ZCreateInquiryNoteRequest = z.object({
  body: requiredText('note', INQUIRY_NOTE_MAX),
});
export type TCreateInquiryNoteRequest = z.input<typeof ZCreateInquiryNoteRequest>;

/** A note of GET /api/inquiries/{id}/notes (oldest first: the newest ends the list). */
export const ZInquiryNote = z.object({
  id: z.string(),
  body: z.string(),
  /** The email of the account that wrote it. */
  authorName: z.string(),
  createdDate: z.string(),
});
export type TInquiryNote = z.infer<typeof ZInquiryNote>;

/**
 * POST /api/inquiries/{id}/create-shoot: the shoot form's request (ZCreateShootRequest, its rules
 * and messages) with the chosen service, which POST /api/services/{id}/create-shoot has in its path.
 */
export const ZCreateShootFromInquiryRequest = ZCreateShootRequest.safeExtend({
  serviceId: z.uuid({ error: messages.required }),
});
export type TCreateShootFromInquiryRequest = z.input<typeof ZCreateShootFromInquiryRequest>;

/** GET /api/services/{id}/inquiries?page=: the service's inquiries, newest first, pages of 50. */
export const ZServiceInquiriesQuery = ZInquiryListQuery;

/**
 * GET /api/orders/inquiry-same: exactly one of orderId (a shoot) or inquiryId (an inquiry). The
 * answer lists the other live inquiries of the same client: the same contact, or the same email
 * (case-insensitive), newest first, at most INQUIRY_SAME_MAX. The shoot and inquiry pages show
 * them so the owner sees that the client already asked, and the inquiry the shoot was made from.
 */
export const ZInquirySameQuery = z
  .object({
    orderId: z.string().min(1).max(64).optional(),
    inquiryId: z.string().min(1).max(64).optional(),
  })
  .refine((query) => (query.orderId === undefined) !== (query.inquiryId === undefined), {
    error: messages.oneRecordOnly,
  });
export type TInquirySameQuery = z.input<typeof ZInquirySameQuery>;

export const INQUIRY_SAME_MAX = 50;

export const ZInquirySame = z.object({
  items: z.array(ZInquiryListItem),
});
export type TInquirySame = z.infer<typeof ZInquirySame>;
