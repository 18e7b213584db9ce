// What a client is told about paying a booking, in one place so the checkout, the confirmation,
// the manage page and the confirmation email agree. Without online payments nothing is taken when
// booking, whatever the payment schedule says falls due 'during booking': the client pays the
// photographer directly (at the session or by invoice), so no 'due now' and no 'paid 0' is shown.
import { messages } from '../messages.ts';

/** The checkout's money rows after the total. */
export type CheckoutTerms = {
  /** Paid online before the booking is made; null: nothing is taken now. */
  dueNow: number | null;
  /** The rest, after the part due now; null when there is no part due now. */
  dueLater: number | null;
  /** Set when the business takes no payments online: how the client will pay instead. */
  offlineNote: string | null;
};

export function checkoutTerms(input: {
  total: number;
  dueNow: number;
  paysOnline: boolean;
}): CheckoutTerms {
  if (!input.paysOnline) {
    return {
      dueNow: null,
      dueLater: null,
      offlineNote: input.total > 0 ? messages.payOffline : null,
    };
  }
  if (input.dueNow <= 0) return { dueNow: null, dueLater: null, offlineNote: null };
  const rest = input.total - input.dueNow;
  return { dueNow: input.dueNow, dueLater: rest > 0 ? rest : null, offlineNote: null };
}

/** A booking's money rows after its total (confirmation, manage page, confirmation email). */
export type BookingTerms = {
  /** What was paid so far; null while nothing was (a 'paid 0' row says nothing useful). */
  paid: number | null;
  /** What is left to pay; null when nothing is, or when the offline note says how instead. */
  stillDue: number | null;
  offlineNote: string | null;
};

export function bookingTerms(input: {
  total: number;
  amountPaid: number;
  paysOnline: boolean;
}): BookingTerms {
  const paid = input.amountPaid > 0 ? input.amountPaid : null;
  const rest = Math.max(0, input.total - input.amountPaid);
  if (rest === 0) return { paid, stillDue: null, offlineNote: null };
  // Without online payments and nothing paid yet, the whole price is paid later: the note says
  // how, and a 'still due' of the full total would read as if a payment had been missed.
  if (!input.paysOnline) {
    return { paid, stillDue: paid === null ? null : rest, offlineNote: messages.payOffline };
  }
  return { paid, stillDue: rest, offlineNote: null };
}
