// Waitlist rows -> the shared response shape.
import type { TWaitlistEntry } from '@studio/shared/waitlist/contracts';
import type { waitlistEntries } from './schema.ts';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

export function presentEntry(row: WaitlistEntryRow): TWaitlistEntry {
  return {
    id: row.id,
    serviceId: row.serviceId,
    customerId: row.customerId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    note: row.note,
    emailedAt: row.emailedAt ? row.emailedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
