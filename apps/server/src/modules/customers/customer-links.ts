// What other modules keep about a contact. Shoots, inquiries and waitlist entries point at a
// customer, so their modules sit above this one and this one never imports them: they hand these
// functions in (app.ts), and merging or deleting a contact calls them in its own transaction.
import type {
  TCustomerActivity,
  TCustomerNote,
  TCustomerSummary,
} from '@studio/shared/customers/contracts';
import type { Database, Transaction } from '../../db/client.ts';

/** Each list of the summary stops at this many rows, newest first; the totals count everything. */
export const SUMMARY_LIST_LIMIT = 100;
/** The summary's activity log shows the latest this many entries. */
export const SUMMARY_ACTIVITY_LIMIT = 50;

export type MoveCustomerRows = (
  tx: Transaction,
  input: { businessId: string; fromCustomerIds: string[]; toCustomerId: string },
) => Promise<void>;

export type CustomerScope = { businessId: string; customerId: string };

/** An activity with its time in milliseconds, for merging both sides newest first. */
export type TimedActivity = TCustomerActivity & { at: number };

export type ShootsSummary = Pick<TCustomerSummary, 'shoots' | 'invoices'> & {
  notes: TCustomerNote[];
  activities: TimedActivity[];
  totals: { shootCount: number; totalPaid: number; balanceDue: number };
};

export type InquiriesSummary = Pick<TCustomerSummary, 'inquiries'> & {
  notes: TCustomerNote[];
  activities: TimedActivity[];
  inquiryCount: number;
};

export type CustomerLinks = {
  /** Each points its module's rows of the duplicates at the kept contact, in this order. */
  moveRows: readonly MoveCustomerRows[];
  /** How many shoots the contact has: a contact with shoots is not deleted. */
  countShoots: (tx: Transaction, input: CustomerScope) => Promise<number>;
  /** Each lets its module's rows go of a contact about to be deleted. */
  releaseRows: readonly ((tx: Transaction, input: CustomerScope) => Promise<void>)[];
  /** The contact's shoots, invoices, shoot notes and activity, and the money totals. */
  summarizeShoots: (db: Database, input: CustomerScope) => Promise<ShootsSummary>;
  /** The contact's live inquiries, their notes and activity, and their count. */
  summarizeInquiries: (db: Database, input: CustomerScope) => Promise<InquiriesSummary>;
};
