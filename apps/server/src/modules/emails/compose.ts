// STAND-IN, TO BE REPLACED AT MERGE by the emails module's compose.ts (same signatures).
// A minimal real implementation of the seam the workflows module sends through: a one-off
// subject and content become plain text and HTML with the placeholders left as written, and go
// to the client of the shoot or inquiry through the outbox. Stored templates, placeholder values,
// branding and tracking are the emails module's.
import type { emailDeliveryStatuses, emailTemplateKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { outboxStatesOf, retryOutboxRow } from '../../platform/mail/outbox-state.ts';
import { richTextToPlainText, sanitizeRichText } from '../../platform/sanitize.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { requireOrder } from '../orders/service.ts';
import { getInquiry } from '../inquiries/service.ts';

type TEmailDeliveryStatus = (typeof emailDeliveryStatuses)[number];

export type EmailAbout =
  { orderId: string } | { inquiryId: string } | { customerId: string } | { none: true };
export type ComposeInput = {
  businessId: string;
  about: EmailAbout;
  /** A stored template, or a one-off subject + content (a manual email, an edited single send). */
  template: { templateId: string } | { subject: string; content: string };
  /** To override the recipient (a test send goes to the owner). Default: the client of `about`. */
  to?: string;
};
export type ComposedEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo: string | null;
  fromName: string;
  attachments: { filename: string; contentType: string; content: string /* base64 */ }[];
};

async function recipientOf(executor: Executor, input: ComposeInput): Promise<string> {
  if (input.to) return input.to;
  const { about, businessId } = input;
  if ('orderId' in about)
    return (await requireOrder(executor, { businessId, orderId: about.orderId })).email;
  if ('inquiryId' in about) {
    return (await getInquiry(executor, { businessId, inquiryId: about.inquiryId })).email;
  }
  throw new AppError('VALIDATION', messages.flowTaskNoRecipient);
}

/** Renders with the values as they are now; a value that is missing shows '----'. */
export async function composeEmail(
  executor: Executor,
  input: ComposeInput,
): Promise<ComposedEmail> {
  if (!('subject' in input.template)) {
    throw AppError.notFound('Stored email templates come with the emails module');
  }
  const business = await findBusiness({ businessId: input.businessId, db: executor });
  const html = sanitizeRichText(input.template.content);
  return {
    to: await recipientOf(executor, input),
    subject: input.template.subject,
    html,
    text: richTextToPlainText(html),
    replyTo: business.email || null,
    fromName: business.name,
    attachments: [],
  };
}

/** Enqueues it in the caller's transaction; answers the outbox id (tracking set up). */
export async function enqueueComposed(
  executor: Executor,
  input: { businessId: string; email: ComposedEmail },
): Promise<string> {
  const { email } = input;
  return enqueueEmail(executor, {
    businessId: input.businessId,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
  });
}

/** Delivery status per outbox id: NEW | DELIVERED | OPENED | CLICKED | COMPLAINED | FAILED (+ reason, sentAt). */
export async function deliveryStatusesOf(
  executor: Executor,
  input: { businessId: string; outboxIds: string[] },
): Promise<
  Map<string, { status: TEmailDeliveryStatus; reason: string | null; sentAt: Date | null }>
> {
  const states = await outboxStatesOf(executor, {
    businessId: input.businessId,
    ids: input.outboxIds,
  });
  const found = new Map<
    string,
    { status: TEmailDeliveryStatus; reason: string | null; sentAt: Date | null }
  >();
  for (const [id, state] of states) {
    const isFailed = state.status === 'FAILED' || state.status === 'UNCERTAIN';
    found.set(id, {
      status: state.status === 'DELIVERED' ? 'DELIVERED' : isFailed ? 'FAILED' : 'NEW',
      reason: isFailed ? state.lastError : null,
      sentAt: state.sentAt,
    });
  }
  return found;
}

/** Sets a FAILED/UNCERTAIN send back to NEW (the retry button). */
export async function retryDelivery(
  executor: Executor,
  input: { businessId: string; outboxId: string },
): Promise<void> {
  await retryOutboxRow(executor, { businessId: input.businessId, id: input.outboxId });
}

/**
 * The ids of the business's default templates by kind, made first if the business has none yet;
 * the default workflow sends them. Without the emails module there are no stored templates.
 */
export async function defaultTemplateIds(
  _executor: Executor,
  _input: { businessId: string },
): Promise<Partial<Record<(typeof emailTemplateKinds)[number], string>>> {
  return {};
}
