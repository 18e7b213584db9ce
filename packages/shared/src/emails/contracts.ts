// Email templates, manual emails and delivery statuses: requests and responses of
// /api/email-templates and /api/emails. The template form validates with these same schemas.
import { z } from 'zod';
import { isBlankRichText } from '../contract-templates/requests.ts';
import { limits } from '../constants.ts';
import { emailDeliveryStatuses, emailTemplateKinds } from '../enums.ts';
import { messages } from '../messages.ts';
import { PAGE_MAX, queryInt, requiredText } from '../validation.ts';
import { ZEmailSubject } from '../waitlist/contracts.ts';
import { placeholderGroups, placeholders } from './placeholders.ts';

export { ZEmailSubject };

/** Stored HTML of one email, after sanitising. */
export const EMAIL_CONTENT_MAX = 200_000;

export const ZEmailTemplateKind = z.enum(emailTemplateKinds);
export type TEmailTemplateKind = z.infer<typeof ZEmailTemplateKind>;

export const ZEmailDeliveryStatus = z.enum(emailDeliveryStatuses);
export type TEmailDeliveryStatus = z.infer<typeof ZEmailDeliveryStatus>;

export const ZEmailAttachment = z.object({
  /** The uploaded file's id (POST /api/upload answers it). */
  id: z.string(),
  url: z.string(),
  name: z.string(),
});
export type TEmailAttachment = z.infer<typeof ZEmailAttachment>;

export const ZEmailTemplate = z.object({
  id: z.string(),
  name: z.string(),
  /** One line; may contain placeholders. */
  subject: z.string(),
  /** Sanitised HTML; may contain placeholders. */
  content: z.string(),
  isPrivate: z.boolean(),
  attachment: ZEmailAttachment.nullable(),
  /** What a default template is for (null for the photographer's own templates). */
  kind: ZEmailTemplateKind.nullable(),
  /** One of the templates every business starts with; it can be reverted, not deleted. */
  isDefault: z.boolean(),
  /** A default whose name, subject, content or attachment differs from how it started. */
  isChanged: z.boolean(),
  createdDate: z.string(),
  updatedAt: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

/** A row of the templates list and of the workflow editor's picker: everything but the content. */
export const ZEmailTemplateListItem = ZEmailTemplate.omit({ content: true });
export type TEmailTemplateListItem = z.infer<typeof ZEmailTemplateListItem>;

export const ZEmailTemplatePage = z.object({
  items: z.array(ZEmailTemplateListItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TEmailTemplatePage = z.infer<typeof ZEmailTemplatePage>;

/** Email content required: not blank once the tags are stripped. */
export const ZEmailContent = z
  .string({ error: messages.required })
  .refine((html) => !isBlankRichText(html), { error: messages.required, abort: true })
  .refine((html) => html.length <= EMAIL_CONTENT_MAX, {
    error: messages.maxLength('message', EMAIL_CONTENT_MAX),
  })
  .meta({ minLength: 1, maxLength: EMAIL_CONTENT_MAX });

/** POST /api/email-templates and PUT /api/email-templates/{id} (the whole template). */
export const ZSaveEmailTemplateRequest = z.object({
  name: requiredText('name', limits.name),
  subject: ZEmailSubject,
  content: ZEmailContent,
  isPrivate: z.boolean().default(false),
  /** An uploaded file (POST /api/upload); null or absent: no attachment. */
  attachmentId: z.uuid({ error: messages.emailAttachmentNotFound }).nullable().default(null),
});
export type TSaveEmailTemplateRequest = z.input<typeof ZSaveEmailTemplateRequest>;

const ZBooleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/email-templates: defaults first, then by name; pages are 1-based, 50 a page. */
export const ZListEmailTemplatesQuery = z.object({
  page: queryInt(1, PAGE_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(limits.pageSize),
  /** Case-insensitive part of the name. */
  search: z.string().trim().max(limits.name).optional(),
  isPrivate: ZBooleanQuery.optional(),
});
export type TListEmailTemplatesQuery = z.input<typeof ZListEmailTemplatesQuery>;

/** GET /api/email-templates/services?serviceId= */
export const ZEmailTemplatesForServiceQuery = z.object({ serviceId: z.uuid() });

/** A template rendered for one shoot, inquiry or service: what 'Preview email' shows. */
export const ZEmailPreview = z.object({
  templateId: z.string(),
  name: z.string(),
  kind: ZEmailTemplateKind.nullable(),
  isDefault: z.boolean(),
  isPrivate: z.boolean(),
  /** The subject with its placeholders filled. */
  subject: z.string(),
  /** The content with its placeholders filled (escaped values), without the branded layout. */
  html: z.string(),
  /** The same as plain text. */
  text: z.string(),
  attachment: ZEmailAttachment.nullable(),
});
export type TEmailPreview = z.infer<typeof ZEmailPreview>;
export const ZEmailPreviews = z.array(ZEmailPreview);

// The catalogue served to the insert menu as data too (GET /api/emails/placeholders), so a client
// that does not bundle this file reads the same list.
export const ZPlaceholder = z.object({
  key: z.string(),
  token: z.string(),
  label: z.string(),
  group: z.enum(placeholderGroups),
  kind: z.enum(['TEXT', 'LINK', 'LIST', 'NOTE']),
});
export const ZPlaceholderCatalogue = z.array(ZPlaceholder);
export const placeholderCatalogue = placeholders;

// Manual emails. Either a stored template or a one-off subject and content.
const ZTemplateOrContent = {
  templateId: z.uuid({ error: messages.emailTemplateNotFound }).optional(),
  subject: ZEmailSubject.optional(),
  content: ZEmailContent.optional(),
};

/** The rule of oneSource as the document says it. */
const ONE_SOURCE = {
  anyOf: [{ required: ['subject', 'content'] }, { required: ['templateId'] }],
};

/** Exactly one of: templateId, or subject and content together. */
function oneSource<T extends { templateId?: string; subject?: string; content?: string }>(
  value: T,
  context: z.core.$RefinementCtx<T>,
): void {
  if (value.templateId !== undefined) return;
  if (value.subject === undefined)
    context.addIssue({ code: 'custom', path: ['subject'], message: messages.required });
  if (value.content === undefined)
    context.addIssue({ code: 'custom', path: ['content'], message: messages.required });
}

/** POST /api/emails/send: an email to the client of a shoot. */
export const ZSendOrderEmailRequest = z
  .object({ orderId: z.string().min(1).max(64), ...ZTemplateOrContent })
  .superRefine(oneSource)
  .meta(ONE_SOURCE);
export type TSendOrderEmailRequest = z.input<typeof ZSendOrderEmailRequest>;

/** POST /api/emails/send-inquiry: an answer to the client of an inquiry. */
export const ZSendInquiryEmailRequest = z
  .object({ inquiryId: z.string().min(1).max(64), ...ZTemplateOrContent })
  .superRefine(oneSource)
  .meta(ONE_SOURCE);
export type TSendInquiryEmailRequest = z.input<typeof ZSendInquiryEmailRequest>;

/** POST /api/emails/send-customer: an email to a contact. */
export const ZSendCustomerEmailRequest = z
  .object({ customerId: z.uuid({ error: messages.customerNotFound }), ...ZTemplateOrContent })
  .superRefine(oneSource)
  .meta(ONE_SOURCE);
export type TSendCustomerEmailRequest = z.input<typeof ZSendCustomerEmailRequest>;

/**
 * POST /api/emails/test: the email goes to the owner. With an orderId or inquiryId the
 * placeholders are filled from that record; without, every record value shows four dashes.
 */
export const ZTestEmailRequest = z
  .object({
    orderId: z.string().min(1).max(64).optional(),
    inquiryId: z.string().min(1).max(64).optional(),
    ...ZTemplateOrContent,
  })
  .superRefine(oneSource)
  .meta(ONE_SOURCE);
export type TTestEmailRequest = z.input<typeof ZTestEmailRequest>;

/** The answer of every manual send: the email is queued; its status follows from the outbox. */
export const ZEmailSent = z.object({
  outboxId: z.string(),
  to: z.string(),
  status: ZEmailDeliveryStatus,
});
export type TEmailSent = z.infer<typeof ZEmailSent>;

/** GET /api/emails/replace-emails: exactly one of orderId and inquiryId. */
export const ZReplaceEmailsQuery = z
  .object({
    orderId: z.string().min(1).max(64).optional(),
    inquiryId: z.string().min(1).max(64).optional(),
  })
  .refine((query) => (query.orderId === undefined) !== (query.inquiryId === undefined), {
    error: messages.replaceEmailsOneRecord,
  });
export type TReplaceEmailsQuery = z.input<typeof ZReplaceEmailsQuery>;

/**
 * The placeholder values of one shoot or inquiry, by token ('[Client Full Name]'): text, or the
 * lines of a list; null when missing (shown as '----'); '' when known to be empty (shown as
 * nothing).
 */
export const ZReplaceEmailsAnswer = z.object({
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())]).nullable()),
});
export type TReplaceEmailsAnswer = z.infer<typeof ZReplaceEmailsAnswer>;

/** The delivery of one sent email, as the shoot and inquiry task lists show it. */
export const ZEmailDelivery = z.object({
  outboxId: z.string(),
  status: ZEmailDeliveryStatus,
  /** Why it FAILED (the mail server's answer), else null. */
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type TEmailDelivery = z.infer<typeof ZEmailDelivery>;
