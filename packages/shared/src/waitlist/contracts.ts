// Waitlists (an entry can be emailed or deleted): what the owner reads and sends. The
// client's join request is ZWaitlistRequest in booking/contracts.ts.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { messages } from '../messages.ts';
import { PAGE_MAX, queryInt, requiredText } from '../validation.ts';

export const WAITLIST_MESSAGE_MAX = 20_000;

export const ZWaitlistEntry = z.object({
  id: z.string(),
  serviceId: z.string(),
  customerId: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  /** When the photographer last emailed this entry; null when never. */
  emailedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/** GET /api/services/{id}/waitlist?page=: newest first, pages of 50. */
export const ZWaitlistQuery = z.object({
  page: queryInt(1, PAGE_MAX).default(1),
});
export const ZWaitlistPage = z.object({
  items: z.array(ZWaitlistEntry),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TWaitlistPage = z.infer<typeof ZWaitlistPage>;

/** The email subject: required, at most 900 characters, one line. */
export const ZEmailSubject = requiredText('subject', limits.emailSubject)
  .refine((subject) => !/[\r\n]/.test(subject), messages.subjectLineBreak)
  .meta({ pattern: '^[^\\r\\n]*$' });

/** POST /api/services/{id}/waitlist/{entryId}/email: a plain-text email to the waiting client. */
export const ZWaitlistEmailRequest = z.object({
  subject: ZEmailSubject,
  message: requiredText('message', WAITLIST_MESSAGE_MAX),
});
export type TWaitlistEmailRequest = z.input<typeof ZWaitlistEmailRequest>;

/** The answer to a client joining a waitlist. */
export const ZWaitlistJoined = z.object({ entryId: z.string() });
export type TWaitlistJoined = z.infer<typeof ZWaitlistJoined>;
