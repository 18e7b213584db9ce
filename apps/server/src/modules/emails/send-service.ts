// Emails the photographer sends by hand: to the client of a shoot, of an inquiry, to a contact,
// and the test send to the owner. Each is composed, queued and logged in one transaction, so a
// logged send always has its outbox row and a failed one leaves neither.
import type { TEmailSent } from '@studio/shared/emails/contracts';
import type { Database } from '../../db/client.ts';
import { accountEmail } from '../accounts/account-queries.ts';
import { recordInquiryActivity } from '../inquiries/activities.ts';
import { actorOf } from '../orders/service.ts';
import { recordActivity } from '../orders/activities.ts';
import { composeEmail, enqueueComposed, type ComposeInput, type EmailAbout } from './compose.ts';

type TemplateChoice = {
  templateId?: string | undefined;
  subject?: string | undefined;
  content?: string | undefined;
};

function templateOf(choice: TemplateChoice): ComposeInput['template'] {
  if (choice.templateId) return { templateId: choice.templateId };
  // The request schema requires both when there is no template.
  return { subject: choice.subject ?? '', content: choice.content ?? '' };
}

type SendInput = {
  businessId: string;
  accountId: string;
  about: EmailAbout;
  choice: TemplateChoice;
};

export async function sendManualEmail(db: Database, input: SendInput): Promise<TEmailSent> {
  return db.transaction(async (tx) => {
    const email = await composeEmail(tx, {
      businessId: input.businessId,
      about: input.about,
      template: templateOf(input.choice),
    });
    const outboxId = await enqueueComposed(tx, { businessId: input.businessId, email });
    const actor = await actorOf(tx, input.accountId);
    const summary = `Sent the email “${email.subject}” to ${email.to}`;
    if ('orderId' in input.about)
      await recordActivity(tx, {
        businessId: input.businessId,
        orderId: input.about.orderId,
        type: 'SEND_MAIL',
        actor,
        summary,
      });
    if ('inquiryId' in input.about)
      await recordInquiryActivity(tx, {
        businessId: input.businessId,
        inquiryId: input.about.inquiryId,
        type: 'SEND_MAIL',
        actor,
        summary,
      });
    return { outboxId, to: email.to, status: 'NEW' as const };
  });
}

/**
 * The test send: to the signed-in owner's address, with the values of a shoot or inquiry when
 * one is named, else with every record value missing ('----').
 */
export async function sendTestEmail(
  db: Database,
  input: { businessId: string; accountId: string; about: EmailAbout; choice: TemplateChoice },
): Promise<TEmailSent> {
  return db.transaction(async (tx) => {
    const to = await accountEmail(tx, { accountId: input.accountId });
    const email = await composeEmail(tx, {
      businessId: input.businessId,
      about: input.about,
      template: templateOf(input.choice),
      // Never the client: without the owner's address the send is refused.
      to: to ?? '',
    });
    const outboxId = await enqueueComposed(tx, { businessId: input.businessId, email });
    return { outboxId, to: email.to, status: 'NEW' as const };
  });
}
