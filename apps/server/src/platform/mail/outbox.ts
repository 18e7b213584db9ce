// Enqueue an email as an outbox row inside the caller's transaction; the mail worker delivers it.
import type { Executor } from '../../db/client.ts';
import { notify } from '../../db/client.ts';
import { emailOutbox } from './schema.ts';

export const OUTBOX_CHANNEL = 'email_outbox';

export type OutgoingEmail = {
  businessId?: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export async function enqueueEmail(executor: Executor, email: OutgoingEmail): Promise<string> {
  const [row] = await executor
    .insert(emailOutbox)
    .values({
      businessId: email.businessId ?? null,
      toAddress: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      replyTo: email.replyTo ?? null,
    })
    .returning({ id: emailOutbox.id });
  await notify(executor, OUTBOX_CHANNEL);
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}
