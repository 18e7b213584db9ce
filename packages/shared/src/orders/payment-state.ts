// Invoice payment states of a shoot: 1 fully paid, 2 balance due, 3 overdue, 4 unpaid.
import { invoicePaymentStates } from '../enums.ts';
import type { TPaymentState } from './contracts.ts';

/**
 * From the order's kept totals: fully paid when nothing is left to pay; overdue when a PENDING
 * invoice was due before the start of today (business time zone: `startOfToday` is that instant);
 * balance due when something was paid; unpaid otherwise.
 */
export function paymentState(input: {
  grandTotal: number;
  amountPaid: number;
  nextDueAt: Date | string | null;
  startOfToday: Date;
}): TPaymentState {
  if (input.amountPaid >= input.grandTotal) return invoicePaymentStates.FULLY_PAID;
  if (input.nextDueAt !== null && new Date(input.nextDueAt) < input.startOfToday) {
    return invoicePaymentStates.OVERDUE;
  }
  if (input.amountPaid > 0) return invoicePaymentStates.BALANCE_DUE;
  return invoicePaymentStates.UNPAID;
}

export const paymentStateLabels: Record<TPaymentState, string> = {
  1: 'Fully paid',
  2: 'Balance due',
  3: 'Overdue',
  4: 'Unpaid',
};
