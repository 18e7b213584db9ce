// The pieces loaded on demand, so a booking page's first load carries only what it shows first
// (zod and the forms arrive when the client reaches them).
import { lazy } from 'react';

const loadCheckoutForm = () =>
  import('./checkout/checkout-form.tsx').then((m) => ({ default: m.CheckoutForm }));
export const CheckoutForm = lazy(loadCheckoutForm);
/**
 * Starts loading the checkout form while a time is being held, so the form is there when the
 * hold is: focus moves to the details at once, and the keyboard's next stop is their first field.
 */
export function preloadCheckoutForm(): void {
  void loadCheckoutForm();
}
export const WaitlistForm = lazy(() =>
  import('./service/waitlist-form.tsx').then((m) => ({ default: m.WaitlistForm })),
);
export const BookingConfirmation = lazy(() =>
  import('./confirmation/booking-confirmation.tsx').then((m) => ({
    default: m.BookingConfirmation,
  })),
);
export const CheckoutDonePage = lazy(() =>
  import('./confirmation/checkout-done-page.tsx').then((m) => ({ default: m.CheckoutDonePage })),
);
export const ManagePage = lazy(() =>
  import('./manage/manage-page.tsx').then((m) => ({ default: m.ManagePage })),
);
export const PendingQuestions = lazy(() =>
  import('./questionnaire/pending-questions.tsx').then((m) => ({ default: m.PendingQuestions })),
);
