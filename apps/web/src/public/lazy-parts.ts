// The pieces loaded on demand, so a booking page's first load carries only what it shows first
// (zod and the forms arrive when the client reaches them).
import { lazy } from 'react';

const loadCheckoutForm = () =>
  import('./checkout/checkout-form.tsx').then((m) => ({ default: m.CheckoutForm }));
export const CheckoutForm = lazy(loadCheckoutForm);
/**
 * Loads the checkout form while a time is being held; the details step is shown once both are
 * there, so focus lands on a form that exists and the keyboard's next stop is its first field.
 * A failed load is left to the lazy component, which shows the error where the form would be.
 */
export function preloadCheckoutForm(): Promise<void> {
  return loadCheckoutForm().then(
    () => undefined,
    () => undefined,
  );
}
const loadContractsStep = () =>
  import('./checkout/contracts-step.tsx').then((m) => ({ default: m.ContractsStep }));
/** The contracts step, with the signature fields: only for a service that has contracts. */
export const ContractsStep = lazy(loadContractsStep);
export function preloadContractsStep(): Promise<void> {
  return loadContractsStep().then(
    () => undefined,
    () => undefined,
  );
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
export const ContractPage = lazy(() =>
  import('./contract/contract-page.tsx').then((m) => ({ default: m.ContractPage })),
);
