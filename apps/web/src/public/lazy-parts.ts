// The pieces loaded on demand, so a booking page's first load carries only what it shows first
// (zod and the forms arrive when the client reaches them).
import { lazy } from 'react';

export const CheckoutForm = lazy(() =>
  import('./checkout/checkout-form.tsx').then((m) => ({ default: m.CheckoutForm })),
);
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
