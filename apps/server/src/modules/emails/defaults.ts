// The templates every business starts with. Their text lives only here: a new business gets them
// when it is created, an older one on its first read of templates (ensureDefaultTemplates), and
// reverting a changed default writes this text back. A line that holds only a value known to be
// empty (the client's own time when it reads as the business's, the questions note when nothing
// waits) is left out of the email.
import type { TEmailTemplateKind } from '@studio/shared/emails/contracts';
import { sanitizeRichText } from '../../platform/sanitize.ts';

export type DefaultTemplate = { name: string; subject: string; content: string };

/** In the list's order: defaults first, in the order a shoot meets them. */
export const defaultTemplateKinds: readonly TEmailTemplateKind[] = [
  'INITIAL_INQUIRY_RESPONSE',
  'BOOKING_CONFIRMATION',
  'CONTRACT_SIGNING',
  'PAYMENT_REMINDER',
  'QUESTIONNAIRE_REMINDER',
  'SHOOT_REMINDER',
  'THANK_YOU',
];

export const defaultTemplates: Record<TEmailTemplateKind, DefaultTemplate> = {
  BOOKING_CONFIRMATION: {
    name: 'Booking confirmation',
    subject: 'Your [Service Name] session with [Business Name] is confirmed',
    content: [
      '<p>Hi [Client First Name],</p>',
      '<p>Thank you for booking with [Business Name]! Your session is confirmed, and I am already looking forward to it.</p>',
      '<p>[Pending Questions Note]</p>',
      '<h3>Your session</h3>',
      '<ul>',
      '<li><strong>Session:</strong> [Service Name], [Package Name]</li>',
      '<li><strong>Date:</strong> [Shoot Date]</li>',
      '<li><strong>Time:</strong> [Shoot Time] to [Shoot End Time] ([Shoot Time Zone])</li>',
      '<li><strong>Your time:</strong> [Shoot Time Client Zone]</li>',
      '<li><strong>Location:</strong> [Shoot Location]</li>',
      '</ul>',
      '<p><strong>Add-ons:</strong></p>',
      '<p>[Add-on List]</p>',
      '<h3>Payment</h3>',
      '<p>[Payment Terms]</p>',
      '<p>[Payment Schedule]</p>',
      '<p>You can see your booking, answer any questions and change or cancel it here: [Booking Manage Link]</p>',
      '<p>The attached calendar file adds the session to your calendar. If anything comes up, simply reply to this email.</p>',
      '<p>See you soon,<br>[Business Name]</p>',
    ].join(''),
  },
  INITIAL_INQUIRY_RESPONSE: {
    name: 'Initial inquiry response',
    subject: 'Thank you for your inquiry, [Client First Name]',
    content: [
      '<p>Hi [Client First Name],</p>',
      '<p>Thank you for reaching out to [Business Name]! I have received your inquiry about [Service Name] and will get back to you personally within one business day.</p>',
      '<p>In the meantime, you are welcome to look around my work at [Business Website].</p>',
      '<p>If you have any questions, just reply to this email or call me at [Business Phone].</p>',
      '<p>Warm regards,<br>[Business Name]</p>',
    ].join(''),
  },
  SHOOT_REMINDER: {
    name: 'Shoot reminder',
    subject: 'See you soon: your session on [Shoot Date]',
    content: [
      '<p>Hi [Client First Name],</p>',
      '<p>A quick reminder that your [Service Name] session with [Business Name] is coming up.</p>',
      '<ul>',
      '<li><strong>Date:</strong> [Shoot Date]</li>',
      '<li><strong>Time:</strong> [Shoot Time] ([Shoot Time Zone])</li>',
      '<li><strong>Your time:</strong> [Shoot Time Client Zone]</li>',
      '<li><strong>Location:</strong> [Shoot Location]</li>',
      '</ul>',
      '<p>Please arrive a few minutes early. If you need to change anything, you can do it here: [Booking Manage Link]</p>',
      '<p>Looking forward to seeing you,<br>[Business Name]</p>',
    ].join(''),
  },
  PAYMENT_REMINDER: {
    name: 'Payment reminder',
    subject: 'Payment reminder for your session with [Business Name]',
    content: [
      '<p>Hi [Client First Name],</p>',
      '<p>This is a friendly reminder that a payment of [Next Payment Amount] for your [Service Name] session is due on [Next Payment Due Date].</p>',
      '<p>Total: [Total Fee]. Paid so far: [Amount Paid]. Balance due: [Balance Due].</p>',
      '<p>[Payment Schedule]</p>',
      '<p>You can see and pay your invoices here: [Invoice Link]</p>',
      '<p>If you have already paid, thank you, and please ignore this email.</p>',
      '<p>Best regards,<br>[Business Name]</p>',
    ].join(''),
  },
  THANK_YOU: {
    name: 'Thank you after the shoot',
    subject: 'Thank you for your session, [Client First Name]!',
    content: [
      '<p>Hi [Client First Name],</p>',
      '<p>Thank you so much for your [Service Name] session on [Shoot Date]. It was a real pleasure to photograph you!</p>',
      '<p>I am now selecting and editing your images with care, and I will let you know as soon as your gallery is ready.</p>',
      '<p>If you enjoyed your session, a few words about your experience would mean a lot to me. Simply reply to this email.</p>',
      '<p>With gratitude,<br>[Business Name]</p>',
    ].join(''),
  },
  QUESTIONNAIRE_REMINDER: {
    name: 'Questionnaire reminder',
    subject: 'A few questions before your session on [Shoot Date]',
    content: [
      '<p>Hi [Client First Name],</p>',
      '<p>To prepare your [Service Name] session, I have a few short questions for you. Your answers help me plan the session around you.</p>',
      '<p>You can answer them here: [Questionnaire Link]</p>',
      '<p>It only takes a couple of minutes. Thank you!</p>',
      '<p>[Business Name]</p>',
    ].join(''),
  },
  CONTRACT_SIGNING: {
    name: 'Contract to sign',
    subject: 'Your contract with [Business Name] is ready to sign',
    content: [
      '<p>Hi [Client First Name],</p>',
      '<p>Your contract for the [Service Name] session is ready. Please read it and sign it online; it takes a minute and works on your phone.</p>',
      '<p>Read and sign it here: [Contract Link]</p>',
      '<p>Once everyone has signed, you will receive the signed PDF by email. If you have a question about the contract, simply reply to this email.</p>',
      '<p>Thank you,<br>[Business Name]</p>',
    ].join(''),
  },
};

const storedDefaults = new Map<TEmailTemplateKind, DefaultTemplate>();

/**
 * A default as it is stored: its content through the same sanitiser as any template (so an
 * unchanged default compares equal). Sanitising is slow next to everything else a read does, so
 * each is made once.
 */
export function storedDefaultOf(kind: TEmailTemplateKind): DefaultTemplate {
  let stored = storedDefaults.get(kind);
  if (!stored) {
    const template = defaultTemplates[kind];
    stored = { ...template, content: sanitizeRichText(template.content) };
    storedDefaults.set(kind, stored);
  }
  return stored;
}
