// Help and Support: the owner's message goes to the support inbox as an outbox email.
import type { z } from 'zod';
import type { ZHelpRequest } from '@studio/shared/account/help-contracts';
import { messages } from '@studio/shared/messages';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../db/client.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { consumeRateLimit } from '../../platform/rate-limit.ts';

const HELP_REQUESTS_PER_HOUR = 10;

/** Queues the message to support with reply-to the sender, so support answers them directly. */
export async function sendHelpRequest(
  db: Database,
  input: {
    accountId: string;
    config: Pick<Config, 'supportEmail' | 'rateLimitEnabled'>;
    request: z.output<typeof ZHelpRequest>;
  },
): Promise<string> {
  if (input.config.rateLimitEnabled) {
    await consumeRateLimit(db, `helpRequest:${input.accountId}`, HELP_REQUESTS_PER_HOUR, 60 * 60);
  }
  const { name, email, message } = input.request;
  const oneLineName = name.replace(/\s+/g, ' ');
  await enqueueEmail(db, {
    to: input.config.supportEmail,
    replyTo: email,
    subject: `Help request from ${oneLineName}`,
    text: [`From: ${oneLineName} <${email}>`, `Account: ${input.accountId}`, '', message].join(
      '\n',
    ),
  });
  return messages.helpSent;
}
