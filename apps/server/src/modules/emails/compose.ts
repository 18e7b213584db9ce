// The one way an email to a client is made and queued: a template (or a one-off subject and
// content) filled with the values of what it is about, in the business's branded frame, with its
// text part and attachments; then an outbox row with tracking. Workflows, manual sends and the
// test send all go through here.
import crypto from 'node:crypto';
import type { TEmailDeliveryStatus, TEmailTemplateKind } from '@studio/shared/emails/contracts';
import { icsCalendar } from '@studio/shared/booking/ics';
import type { TPlaceholderValues } from '@studio/shared/emails/placeholders';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { outboxDeliveries, requeueFailedEmail } from '../../platform/mail/delivery.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { findBusinessFile } from '../../platform/storage/file-queries.ts';
import { clientEmails, readTypedOption } from '../options/typed-options.ts';
import { brandedHtml, brandedText } from './layout.ts';
import { renderBody } from './render.ts';
import { getDefaultEmailTemplate, getEmailTemplate } from './service.ts';
import type { EmailSettings } from './settings.ts';
import { addTracking } from './tracking.ts';
import { brandOf, factsAbout, type EmailAbout } from './values.ts';

export type { EmailAbout };

export type ComposeInput = {
  businessId: string;
  about: EmailAbout;
  /** A stored template, or a one-off subject + content (a manual email, an edited single send). */
  template: { templateId: string } | { subject: string; content: string };
  /** To override the recipient (a test send goes to the owner). Default: the client of `about`. */
  to?: string;
  /** Values only the caller knows (a contract's signing link), over those of `about`. */
  values?: TPlaceholderValues;
  /**
   * What the email must say whatever its template: when the content lacks `token` (e.g. a
   * contract email written without its [Contract Link]), `html` is added after the content.
   */
  ensure?: { token: string; html: string };
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

/** Template kinds that announce the shoot's time: they carry it as a calendar file too. */
const calendarKinds: ReadonlySet<TEmailTemplateKind> = new Set([
  'BOOKING_CONFIRMATION',
  'SHOOT_REMINDER',
]);

type Source = {
  subject: string;
  content: string;
  kind: TEmailTemplateKind | null;
  attachmentFileId: string | null;
};

async function sourceOf(
  executor: Executor,
  input: ComposeInput & { storage: EmailSettings['storage'] },
): Promise<Source> {
  if ('templateId' in input.template) {
    const template = await getEmailTemplate(executor, {
      businessId: input.businessId,
      storage: input.storage,
      id: input.template.templateId,
    });
    return {
      subject: template.subject,
      content: template.content,
      kind: template.kind,
      attachmentFileId: template.attachment?.id ?? null,
    };
  }
  return {
    subject: input.template.subject,
    content: sanitizeRichText(input.template.content),
    kind: null,
    attachmentFileId: null,
  };
}

function calendarFileOf(order: TOrder, businessName: string, appUrl: string) {
  if (!order.startTime || order.status === 'CANCELED') return null;
  const start = new Date(order.startTime);
  const end = new Date(start.getTime() + Math.max(order.duration, 1) * 60_000);
  const host = new URL(appUrl).hostname || 'studio';
  const content = icsCalendar({
    // Stable per shoot: a later file for the same shoot (a reminder, a move) updates the event.
    uid: `${order.orderId}@${host}`,
    start,
    end,
    stamp: new Date(),
    summary: `${order.service.name} with ${businessName}`,
    location: order.shootLocation,
  });
  return {
    filename: 'session.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(content, 'utf8').toString('base64'),
  };
}

/**
 * A booking confirmation always says when, in which time zone (and, for a client in another zone,
 * when that is for them), and where the client manages the booking: when its (edited or older)
 * template leaves one out, a short summary is added after the content.
 */
function confirmationSummary(source: Source, values: TPlaceholderValues): string {
  const lacksTime = !/\[shoot time\]/i.test(source.content);
  const lacksClientTime = !/\[shoot time client zone\]/i.test(source.content);
  const lacksLink = !/\[booking manage link\]/i.test(source.content);
  const lines = [
    ...(lacksTime && values.shootDate
      ? ['<p><strong>When:</strong> [Shoot Date], [Shoot Time] ([Shoot Time Zone])</p>']
      : []),
    // Only a time that reads differently for the client is a string; otherwise it is known empty.
    ...(lacksClientTime && typeof values.shootTimeClientZone === 'string'
      ? ['<p><strong>Your time:</strong> [Shoot Time Client Zone]</p>']
      : []),
    ...(lacksLink && values.bookingManageLink
      ? ['<p><strong>Your booking:</strong> [Booking Manage Link]</p>']
      : []),
  ];
  return lines.join('');
}

/**
 * Composes and queues the emails of a business: made once by buildApp from deps (emailSettingsOf)
 * and handed to what sends (the email routes, workflows).
 */
export class EmailComposer {
  constructor(readonly settings: EmailSettings) {}

  /** Renders with the values as they are now; a value that is missing shows '----'. */
  async compose(executor: Executor, input: ComposeInput): Promise<ComposedEmail> {
    const { settings } = this;
    const facts = await factsAbout(executor, {
      businessId: input.businessId,
      about: input.about,
      links: settings,
    });
    const source = await sourceOf(executor, { ...input, storage: settings.storage });
    // The owner's client-emails option: where replies go and the sender's name.
    const sender = await readTypedOption(executor, clientEmails, input.businessId);
    const to = input.to ?? facts.recipient;
    if (!to) throw new AppError('CONFLICT', messages.emailRecipientMissing);
    const values = input.values ? { ...facts.values, ...input.values } : facts.values;

    const ensured =
      input.ensure && !source.content.toLowerCase().includes(input.ensure.token.toLowerCase())
        ? `${source.content}${input.ensure.html}`
        : source.content;
    const content =
      source.kind === 'BOOKING_CONFIRMATION' && facts.order
        ? `${ensured}${confirmationSummary(source, values)}`
        : ensured;
    const body = renderBody({ subject: source.subject, content }, values);
    const brand = brandOf(facts.business, settings.appUrl);

    const attachments: ComposedEmail['attachments'] = [];
    if (source.attachmentFileId) {
      const file = await findBusinessFile(executor, {
        businessId: input.businessId,
        fileId: source.attachmentFileId,
      });
      const bytes = file ? await settings.storage.get(file.key) : undefined;
      if (file && bytes) {
        attachments.push({
          filename: file.originalName ?? 'attachment',
          contentType: file.contentType,
          content: bytes.toString('base64'),
        });
      }
    }
    if (facts.order && source.kind && calendarKinds.has(source.kind)) {
      const calendar = calendarFileOf(facts.order, facts.business.name, settings.appUrl);
      if (calendar) attachments.push(calendar);
    }

    return {
      to,
      subject: body.subject,
      html: await brandedHtml(brand, body),
      text: brandedText(brand, body.text),
      replyTo: sender.replyTo ?? (facts.business.email || null),
      fromName: sender.senderName ?? facts.business.name,
      attachments,
    };
  }

  /** The business's default template of a kind, composed for what it is about. */
  async composeDefault(
    executor: Executor,
    input: Omit<ComposeInput, 'template'> & { kind: TEmailTemplateKind },
  ): Promise<ComposedEmail> {
    const { kind, ...rest } = input;
    const template = await getDefaultEmailTemplate(executor, {
      businessId: input.businessId,
      kind,
      storage: this.settings.storage,
    });
    return this.compose(executor, { ...rest, template: { templateId: template.id } });
  }

  /** Enqueues it in the caller's transaction; answers the outbox id (tracking set up). */
  async enqueue(
    executor: Executor,
    input: { businessId: string; email: ComposedEmail },
  ): Promise<string> {
    const { settings } = this;
    // The id is chosen here because the tracking links in the HTML name their row.
    const id = crypto.randomUUID();
    const { email } = input;
    const html = settings.isTrackingEnabled
      ? addTracking(email.html, { outboxId: id, links: settings })
      : email.html;
    return enqueueEmail(executor, {
      id,
      businessId: input.businessId,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      fromName: email.fromName,
      attachments: email.attachments,
    });
  }
}

/** Where one sent email stands, as the shoot's and inquiry's task lists show it. */
export type DeliveryStatus = {
  status: TEmailDeliveryStatus;
  /** Why it FAILED, or, while the worker retries a refused send, the server's last answer. */
  reason: string | null;
  /** Still NEW because the mail server refused a try: the worker tries again later. */
  isRetrying: boolean;
  sentAt: Date | null;
};

/** Delivery status per outbox id: NEW | DELIVERED | OPENED | CLICKED | COMPLAINED | FAILED. */
export async function deliveryStatusesOf(
  executor: Executor,
  input: { businessId: string; outboxIds: string[] },
): Promise<Map<string, DeliveryStatus>> {
  const rows = await outboxDeliveries(executor, {
    businessId: input.businessId,
    ids: [...new Set(input.outboxIds)],
  });
  const answer = new Map<string, DeliveryStatus>();
  for (const row of rows) {
    // An open or a click proves delivery, whatever the worker could record.
    let status: TEmailDeliveryStatus;
    let reason: string | null = null;
    let isRetrying = false;
    if (row.clickedAt) status = 'CLICKED';
    else if (row.openedAt) status = 'OPENED';
    else if (row.status === 'DELIVERED') status = 'DELIVERED';
    else if (row.status === 'FAILED') {
      status = 'FAILED';
      reason = row.lastError;
    } else if (row.status === 'UNCERTAIN') {
      status = 'FAILED';
      reason = `${messages.emailDeliveryUncertain}${row.lastError ? ` (${row.lastError})` : ''}`;
    } else {
      // Waiting or on its way. A refused try leaves its answer on the row (a requeue by the owner
      // clears it), so an error here means the worker is retrying after a refusal.
      status = 'NEW';
      if (row.lastError) {
        isRetrying = true;
        reason = messages.emailRetrying(row.lastError);
      }
    }
    answer.set(row.id, { status, reason, isRetrying, sentAt: row.sentAt });
  }
  return answer;
}

/** Sets a FAILED/UNCERTAIN send back to NEW (the retry button). */
export async function retryDelivery(
  executor: Executor,
  input: { businessId: string; outboxId: string },
): Promise<void> {
  if (await requeueFailedEmail(executor, { businessId: input.businessId, id: input.outboxId }))
    return;
  const [row] = await outboxDeliveries(executor, {
    businessId: input.businessId,
    ids: [input.outboxId],
  });
  if (!row) throw AppError.notFound(messages.emailNotFound);
  // Queued, on its way or delivered: nothing to retry, and nothing is sent twice.
}
