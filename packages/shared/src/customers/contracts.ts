// Contacts: requests and answers of /api/customers and PATCH /api/orders/{id}/merge, with
// their field rules and messages.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { invoiceStatuses } from '../enums.ts';
import { messages } from '../messages.ts';
import { ZPaymentState } from '../orders/contracts.ts';
import { email, PAGE_MAX, phone, queryInt, requiredText } from '../validation.ts';

export const CUSTOMER_PAGE_SIZE = limits.pageSize;
export const CUSTOMER_SEARCH_MAX = 128;
export const CUSTOMER_NOTE_MAX = 5000;
export const LEAD_SOURCE_MAX = 128;
export const COMPANY_NAME_MAX = limits.name;
/** How many duplicates one merge takes (one transaction locks them all). */
export const MERGE_MAX = 20;

/** Suggestions of the lead source field; any other text is fine too. */
export const leadSourceSuggestions = [
  'Instagram',
  'Facebook',
  'Google',
  'Website',
  'Referral',
  'Returning client',
  'Wedding fair',
] as const;

const aPhone = phone();
/** The phone rule as the document says it (the value is trimmed first). */
const PHONE_PATTERN = /^\s*\+?[0-9()\-.\s]{6,20}\s*$/;

export const customerSortFields = ['name', 'created'] as const;
export const customerSortOrders = ['asc', 'desc'] as const;

/**
 * GET /api/customers: newest first unless asked otherwise, pages of 50, 'Load more'
 * asks for the next page. search: part of the name, company, email or phone, any case or accent.
 */
export const ZCustomerListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX, messages.maxLength('search', CUSTOMER_SEARCH_MAX))
    .optional(),
  sortBy: z.enum(customerSortFields).default('created'),
  order: z.enum(customerSortOrders).default('desc'),
  page: queryInt(1, PAGE_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(CUSTOMER_PAGE_SIZE),
});
export type TCustomerListQuery = z.input<typeof ZCustomerListQuery>;

/**
 * The contact form (create and edit). Full name and email are required, at most 128 (the
 * client rules). Phone is optional here, unlike the shoot form: contacts made from inquiry forms
 * without a phone question have none, and requiring one would keep the photographer from saving
 * anything else about them. A phone that is given must look like one.
 */
export const ZSaveCustomerRequest = z.object({
  fullName: requiredText('full name', limits.clientName),
  companyName: z
    .string()
    .trim()
    .max(COMPANY_NAME_MAX, messages.maxLength('company name', COMPANY_NAME_MAX))
    .default(''),
  email: email('email', limits.clientEmail),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || aPhone.safeParse(value).success, messages.phone)
    .meta({ pattern: `^\\s*$|${PHONE_PATTERN.source}` })
    .default(''),
  location: z
    .string()
    .trim()
    .max(limits.location, messages.maxLength('location', limits.location))
    .default(''),
  note: z
    .string()
    .max(CUSTOMER_NOTE_MAX, messages.maxLength('note', CUSTOMER_NOTE_MAX))
    .default(''),
  leadSource: z
    .string()
    .trim()
    .max(LEAD_SOURCE_MAX, messages.maxLength('lead source', LEAD_SOURCE_MAX))
    .default(''),
});
export type TSaveCustomerRequest = z.input<typeof ZSaveCustomerRequest>;
export type TSaveCustomer = z.output<typeof ZSaveCustomerRequest>;

/** A contact. */
export const ZCustomer = z.object({
  id: z.string(),
  fullName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  note: z.string(),
  leadSource: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

/** A row of /contacts: the contact with how many shoots and (live) inquiries it has. */
export const ZCustomerListItem = ZCustomer.omit({ note: true, updatedDate: true }).extend({
  shootCount: z.number().int(),
  inquiryCount: z.number().int(),
});
export type TCustomerListItem = z.infer<typeof ZCustomerListItem>;

export const ZCustomerPage = z.object({
  items: z.array(ZCustomerListItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TCustomerPage = z.infer<typeof ZCustomerPage>;

const ZServiceLook = z.object({
  serviceId: z.string().nullable(),
  serviceName: z.string().nullable(),
  serviceColor: z.string().nullable(),
});

/** A shoot of the contact: opens /shoots/{id}. */
export const ZCustomerShoot = ZServiceLook.extend({
  id: z.string(),
  status: z.enum(['ACTIVE', 'CANCELED']),
  packageName: z.string().nullable(),
  /** ISO instant; null when the shoot has no date yet. */
  startTime: z.string().nullable(),
  /** Minutes. */
  duration: z.number().int(),
  grandTotal: z.number().int(),
  amountPaid: z.number().int(),
  paymentState: ZPaymentState,
  createdDate: z.string(),
});
export type TCustomerShoot = z.infer<typeof ZCustomerShoot>;

/** An inquiry of the contact: opens /inquiries/{id}. */
export const ZCustomerInquiry = ZServiceLook.extend({
  id: z.string(),
  isRead: z.boolean(),
  /** The shoot made from it, if any. */
  orderId: z.string().nullable(),
  createdDate: z.string(),
});
export type TCustomerInquiry = z.infer<typeof ZCustomerInquiry>;

/** An invoice of one of the contact's shoots. */
export const ZCustomerInvoice = ZServiceLook.extend({
  id: z.string(),
  orderId: z.string(),
  /** 1-based position in its shoot's payment schedule. */
  number: z.number().int(),
  total: z.number().int(),
  paymentStatus: z.enum(invoiceStatuses),
  /** PENDING with a due date before today (business time zone). */
  isOverdue: z.boolean(),
  paidDate: z.string().nullable(),
  dueDate: z.string().nullable(),
});
export type TCustomerInvoice = z.infer<typeof ZCustomerInvoice>;

/** A note about the contact: on one of its shoots (the shoot's note) or inquiries. */
export const ZCustomerNote = z.object({
  id: z.string(),
  source: z.enum(['SHOOT', 'INQUIRY']),
  /** The shoot's or the inquiry's id. */
  sourceId: z.string(),
  serviceName: z.string().nullable(),
  body: z.string(),
  authorName: z.string().nullable(),
  /** When it was written (a shoot's note: when the shoot last changed). */
  createdDate: z.string(),
});
export type TCustomerNote = z.infer<typeof ZCustomerNote>;

/** What happened on the contact's shoots and inquiries, newest first. */
export const ZCustomerActivity = z.object({
  id: z.string(),
  /** An activity type (CREATED_SHOOT, MARK_PAID, CREATE_INQUIRY, ...), as recorded. */
  type: z.string(),
  source: z.enum(['SHOOT', 'INQUIRY']),
  sourceId: z.string(),
  serviceName: z.string().nullable(),
  serviceColor: z.string().nullable(),
  actorName: z.string(),
  summary: z.string(),
  createdDate: z.string(),
});
export type TCustomerActivity = z.infer<typeof ZCustomerActivity>;

/** GET /api/customers/{id}/summary: everything /contacts/{id} shows besides the details. */
export const ZCustomerSummary = z.object({
  shoots: z.array(ZCustomerShoot),
  inquiries: z.array(ZCustomerInquiry),
  invoices: z.array(ZCustomerInvoice),
  notes: z.array(ZCustomerNote),
  activities: z.array(ZCustomerActivity),
  totals: z.object({
    shootCount: z.number().int(),
    inquiryCount: z.number().int(),
    /** What the client has paid on all their shoots (cancelled ones too), minor units. */
    totalPaid: z.number().int(),
    /** What is still to pay on their active shoots. */
    balanceDue: z.number().int(),
  }),
  /** The lists stop at this many rows each (newest first); the totals count everything. */
  listLimit: z.number().int(),
});
export type TCustomerSummary = z.infer<typeof ZCustomerSummary>;

/**
 * POST /api/customers/{id}/merge: the duplicates' shoots and inquiries move to the contact, its
 * empty details are filled from them, and they are deleted.
 */
export const ZMergeCustomersRequest = z.object({
  duplicateIds: z
    .array(z.uuid({ error: messages.customerNotFound }), { error: messages.mergeChooseDuplicates })
    .min(1, messages.mergeChooseDuplicates)
    .max(MERGE_MAX, messages.mergeTooMany(MERGE_MAX))
    .transform((ids) => [...new Set(ids)]),
});
export type TMergeCustomersRequest = z.input<typeof ZMergeCustomersRequest>;

/** PATCH /api/orders/{id}/merge: the shoot's contact is merged into this contact. */
export const ZMergeOrderCustomerRequest = z.object({
  customerId: z.uuid({ error: messages.customerNotFound }),
});
export type TMergeOrderCustomerRequest = z.input<typeof ZMergeOrderCustomerRequest>;
