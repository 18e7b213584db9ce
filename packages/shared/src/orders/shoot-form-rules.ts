// What a shoot needs before it can be created, by the kind of its service: the client's name,
// email and phone; a service; a package when the service has packages; a date and a time slot
// for a mini session, a date and a start time for any other. The shoot form checks these before
// it sends anything, the server checks the same (ZCreateShootRequest and the booking rules).
import { messages } from '../messages.ts';
import { ZShootClient } from './requests.ts';

/** The form's choices so far; null where nothing is chosen yet. */
export type TShootDraft = {
  fullName: string;
  email: string;
  phone: string;
  serviceId: string | null;
  packageId: string | null;
  /** The day (YYYY-MM-DD), for either kind of service. */
  date: string | null;
  /** A full session's start (HH:mm). */
  startTime: string | null;
  /** A mini session's slot. */
  slotId: string | null;
};

/** What the chosen service asks for; undefined while none is chosen. */
export type TShootDraftService = { isMiniSession: boolean; hasPackages: boolean };

export type TShootDraftIssue = { field: keyof TShootDraft; message: string };

/** Every unmet requirement of the draft, at most one per field, in the form's order. */
export function shootDraftIssues(
  draft: TShootDraft,
  service: TShootDraftService | undefined,
): TShootDraftIssue[] {
  const issues: TShootDraftIssue[] = [];
  const client = ZShootClient.safeParse(draft);
  if (!client.success) {
    for (const field of ['fullName', 'email', 'phone'] as const) {
      const issue = client.error.issues.find((candidate) => candidate.path[0] === field);
      if (issue) issues.push({ field, message: issue.message });
    }
  }
  if (draft.serviceId === null || !service) {
    if (draft.serviceId === null) issues.push({ field: 'serviceId', message: messages.required });
    return issues;
  }
  if (service.hasPackages && draft.packageId === null) {
    issues.push({ field: 'packageId', message: messages.packageRequired });
  }
  if (draft.date === null) issues.push({ field: 'date', message: messages.required });
  if (service.isMiniSession) {
    // The slots are those of the chosen date: a slot is asked for once there is a date.
    if (draft.date !== null && draft.slotId === null) {
      issues.push({ field: 'slotId', message: messages.slotRequired });
    }
  } else if (draft.startTime === null) {
    issues.push({ field: 'startTime', message: messages.required });
  }
  return issues;
}
