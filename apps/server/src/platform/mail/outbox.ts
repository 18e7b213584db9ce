// Enqueue an email as an outbox row inside the caller's transaction; the mail worker delivers it.
import type { Executor } from '../../db/client.ts';
import { notify } from '../../db/client.ts';
import { emailOutbox, type OutboxAttachment } from './schema.ts';

export const OUTBOX_CHANNEL = 'email_outbox';

export type OutgoingEmail = {
  /** Chosen by the caller when the content must name its own row (tracking links); else made here. */
  id?: string;
  businessId?: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The sender's display name; the address stays the app's MAIL_FROM. */
  fromName?: string;
  attachments?: OutboxAttachment[];
};

export async function enqueueEmail(executor: Executor, email: OutgoingEmail): Promise<string> {
  const [row] = await executor
    .insert(emailOutbox)
    .values({
      ...(email.id ? { id: email.id } : {}),
      businessId: email.businessId ?? null,
      toAddress: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      replyTo: email.replyTo ?? null,
      fromName: email.fromName ?? null,
      attachments: email.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  await notify(executor, OUTBOX_CHANNEL);
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}
