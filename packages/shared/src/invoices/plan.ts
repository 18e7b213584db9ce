// The invoices of a new shoot from its fee collection method and payment schedule. Integer minor
// units; the totals always add up to the grand total exactly.
import { FULL_PERCENT_BPS } from '../packages/requests.ts';
import type { TPaymentScheduleEntry, feeCollectionMethods } from '../services/contracts.ts';
import { invoiceDueDate, type IntervalUnit, type PaymentMilestone } from './due-date.ts';

export type FeeCollectionMethod = (typeof feeCollectionMethods)[number];

export type PlannedInvoice = {
  total: number;
  status: 'PAID' | 'PENDING';
  paymentMilestone: PaymentMilestone;
  dueInterval: number;
  intervalUnit: IntervalUnit;
  /** The schedule entry: minor units when fixed, basis points otherwise. */
  amount: number;
  isFixed: boolean;
  dueDate: Date | null;
};

type ScheduleEntry = Pick<
  TPaymentScheduleEntry,
  'milestone' | 'amount' | 'isFixed' | 'dueInterval' | 'intervalUnit'
>;

const WHOLE_AT: (milestone: PaymentMilestone) => ScheduleEntry = (milestone) => ({
  milestone,
  amount: FULL_PERCENT_BPS,
  isFixed: false,
  dueInterval: 1,
  intervalUnit: 'DAYS',
});

/**
 * The schedule a fee collection method means: FULL_AT_BOOKING is all of it at booking;
 * PAYMENT_SCHEDULE is the schedule (an empty one: all at booking); NO_ONLINE_PAYMENT is all of it
 * on the shoot date (the client pays in person, so the whole amount falls due at the shoot).
 */
export function effectiveSchedule(
  method: FeeCollectionMethod | string,
  schedule: readonly ScheduleEntry[],
): ScheduleEntry[] {
  if (method === 'PAYMENT_SCHEDULE' && schedule.length > 0) return [...schedule];
  if (method === 'NO_ONLINE_PAYMENT') return [WHOLE_AT('ON_SHOOT_DATE')];
  return [WHOLE_AT('DURING_BOOKING')];
}

/**
 * Splits a total over schedule entries in their order: a percent entry is its share of the
 * total (rounded half up), a fixed entry its amount, each capped at what remains; the last entry
 * takes the remainder whatever its own amount says. Never negative; sums to the total exactly.
 */
export function splitTotal(total: number, entries: readonly ScheduleEntry[]): number[] {
  const whole = Math.max(0, Math.trunc(total));
  let remaining = whole;
  return entries.map((entry, index) => {
    if (index === entries.length - 1) return remaining;
    const wanted = entry.isFixed
      ? entry.amount
      : Math.round((whole * Math.min(entry.amount, FULL_PERCENT_BPS)) / FULL_PERCENT_BPS);
    const share = Math.min(Math.max(0, Math.trunc(wanted)), remaining);
    remaining -= share;
    return share;
  });
}

/**
 * The invoices of a new shoot, in schedule order. Entries whose share is 0 (nothing left for
 * them) are left out, so a grand total of 0 plans no invoice at all: there is nothing to collect,
 * and a later increase creates a PENDING invoice (moveTotal).
 */
export function planInvoices(input: {
  grandTotal: number;
  feeCollectionMethod: FeeCollectionMethod | string;
  schedule: readonly ScheduleEntry[];
  bookedAt: Date | string;
  shootStart: Date | string | null;
  timeZone: string;
}): PlannedInvoice[] {
  const entries = effectiveSchedule(input.feeCollectionMethod, input.schedule);
  const shares = splitTotal(input.grandTotal, entries);
  return entries.flatMap((entry, index) => {
    const total = shares[index] ?? 0;
    if (total <= 0) return [];
    return [
      {
        total,
        status: 'PENDING' as const,
        paymentMilestone: entry.milestone,
        dueInterval: Math.max(1, entry.dueInterval),
        intervalUnit: entry.intervalUnit,
        amount: entry.amount,
        isFixed: entry.isFixed,
        dueDate: invoiceDueDate({
          milestone: entry.milestone,
          dueInterval: entry.dueInterval,
          intervalUnit: entry.intervalUnit,
          bookedAt: input.bookedAt,
          shootStart: input.shootStart,
          timeZone: input.timeZone,
        }),
      },
    ];
  });
}

/**
 * Records what the client already paid on planned invoices, in their order: whole invoices
 * become PAID; an invoice paid in part is split into a PAID part and a PENDING rest with the same
 * milestone. A payment above the sum is capped at it (the shoot cannot be paid more than it costs).
 */
export function applyAmountPaid(
  invoices: readonly PlannedInvoice[],
  amountPaid: number,
): PlannedInvoice[] {
  let left = Math.max(0, Math.trunc(amountPaid));
  return invoices.flatMap((invoice) => {
    if (left <= 0) return [invoice];
    if (left >= invoice.total) {
      left -= invoice.total;
      return [{ ...invoice, status: 'PAID' as const }];
    }
    const paid = left;
    left = 0;
    return [
      { ...invoice, total: paid, status: 'PAID' as const },
      { ...invoice, total: invoice.total - paid },
    ];
  });
}
