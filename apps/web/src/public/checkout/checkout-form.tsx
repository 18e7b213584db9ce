// Step 3 of booking: the client's details, the booking questions, a coupon, the price, and Book;
// for a service with contracts, Book first shows them to read and sign (the step after the
// details), and then sends the signatures with the checkout.
// Loaded only once a time is held, so the first load of the page stays small.
import { Suspense, useRef, useState, type FormEvent } from 'react';
import {
  ZCheckoutRequest,
  type TCheckoutRequest,
  type TCheckoutResult,
  type THold,
  type TPublicService,
} from '@studio/shared/booking/contracts';
import type { TAnswers } from '@studio/shared/questionnaires/contracts';
import { messages } from '@studio/shared/messages';
import { PublicApiError, paths, request } from '../api.ts';
import { deviceTimeZone } from '../format.ts';
import { ContractsStep } from '../lazy-parts.ts';
import { QuestionnaireFields } from '../questionnaire/questionnaire-fields.tsx';
import {
  answerErrorsOf,
  filledAnswers,
  validateAnswers,
  type FieldErrors,
} from '../questionnaire/validate-answers.ts';
import type { AddonChoice } from '../service/choice.ts';
import { ContactFields, type Contact, type ContactField } from '../ui/contact-fields.tsx';
import { FormSummary } from '../ui/form-field.tsx';
import { focusFirstInvalid } from '../ui/focus.ts';
import { NewsletterConsent } from '../ui/newsletter-consent.tsx';
import { SectionSkeleton } from '../ui/skeleton.tsx';
import { texts } from '../texts.ts';
import { CouponField } from './coupon-field.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { contractRefusalOf, useBookingContracts } from './use-booking-contracts.ts';
import { useQuote } from './use-quote.ts';

const contactRules = {
  fullName: ZCheckoutRequest.shape.fullName,
  email: ZCheckoutRequest.shape.email,
  phone: ZCheckoutRequest.shape.phone,
};

export type CheckoutFormProps = {
  service: TPublicService;
  hold: THold;
  packageId: string | null;
  addons: readonly AddonChoice[];
  /** Step number of the contracts step, shown when the service has contracts. */
  contractsStep: number;
  onConfirmed: (manageToken: string, email: string) => void;
  /** The time was taken or the hold ran out (409): the parent offers the alternatives. */
  onTaken: (error: PublicApiError) => void;
  /** Called right before the browser goes to the payment page (the hold must stay). */
  onLeaveForPayment: () => void;
};

function contactErrors(contact: Contact): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(contactRules) as ContactField[]) {
    const result = contactRules[field].safeParse(contact[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? '';
  }
  return errors;
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { service, hold, packageId, addons } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [contact, setContact] = useState<Contact>({ fullName: '', email: '', phone: '' });
  const [answers, setAnswers] = useState<TAnswers>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [answerErrors, setAnswerErrors] = useState<FieldErrors>({});
  const [lines, setLines] = useState<string[]>([]);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [newsletterConsent, setNewsletterConsent] = useState(false);
  const { quote, isLoading: isQuoting } = useQuote({
    businessSlug: service.business.slug,
    serviceSlug: service.slug,
    slotId: hold.slotId,
    packageId,
    addons,
    couponCode: coupon,
  });
  const couponError =
    errors.couponCode ?? (coupon && !isQuoting ? quote?.couponError : null) ?? undefined;
  const dueNow = quote?.breakdown.dueNow ?? 0;
  const paysNow = service.paysOnline && dueNow > 0;
  const contracts = useBookingContracts({
    businessSlug: service.business.slug,
    serviceSlug: service.slug,
    holdToken: hold.holdToken,
    packageId,
    clientName: contact.fullName,
  });
  const bookLabel = paysNow ? texts.payAndBook : texts.book;
  const hasFieldErrors =
    Object.keys(errors).length + Object.keys(answerErrors).length > 0 || contracts.hasErrors;

  function setField(field: ContactField, value: string) {
    setContact((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = contactErrors(contact);
    const foundAnswers = validateAnswers(service.bookingFields, answers);
    setErrors(found);
    setAnswerErrors(foundAnswers);
    setLines([]);
    if (Object.keys(found).length + Object.keys(foundAnswers).length > 0) {
      return focusFirstInvalid(formRef.current);
    }
    const client = {
      fullName: contact.fullName.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
    };
    setIsSubmitting(true);
    try {
      const signatures = await contracts.signaturesFor(client);
      if (signatures === 'to-sign') return focusFirstInvalid(formRef.current);
      // The contracts step has just appeared (or changed), its heading has the keyboard.
      if (signatures === 'to-read') return;
      const body: TCheckoutRequest = {
        ...client,
        holdToken: hold.holdToken,
        packageId,
        addons: [...addons],
        // A refused code is not sent: the client books without it (the price shown says so).
        couponCode: coupon && !quote?.couponError ? coupon : null,
        answers: filledAnswers(answers),
        clientTimeZone: deviceTimeZone(),
        contracts: signatures,
        newsletterConsent: service.business.hasNewsletter && newsletterConsent,
      };
      const result = await request<TCheckoutResult>(
        'POST',
        paths.checkout(service.business.slug, service.slug),
        body,
      );
      if (result.status === 'PAYMENT') {
        setIsRedirecting(true);
        props.onLeaveForPayment();
        window.location.assign(result.paymentUrl);
        return;
      }
      props.onConfirmed(result.manageToken, body.email);
    } catch (error) {
      await fail(error, client);
    } finally {
      setIsSubmitting(false);
    }
  }

  /** A refusal of the contracts' request or of the checkout. */
  async function fail(error: unknown, client: Parameters<typeof contracts.readAgain>[0]) {
    const problem = error instanceof PublicApiError ? error : new PublicApiError(500, null);
    const refusal = contractRefusalOf(problem);
    if (refusal) {
      // Signed as the contracts read before: read them again, and sign again.
      try {
        if (await contracts.readAgain(client, refusal)) return;
        setLines([refusal]);
      } catch (again) {
        await fail(again, client);
      }
      return;
    }
    if (problem.status === 409) return props.onTaken(problem);
    const byField: FieldErrors = {};
    for (const fieldError of problem.fieldErrors) {
      if (fieldError.field in contactRules || fieldError.field === 'couponCode') {
        byField[fieldError.field] ??= fieldError.message;
      }
    }
    const signatureError =
      problem.fieldErrors.find((fieldError) => fieldError.field.startsWith('contracts'))?.message ??
      problem.lines.find((line) => line === messages.contractSignatureImage);
    if (signatureError && contracts.drafts.length > 0) contracts.refuseSignature(signatureError);
    const byAnswer = answerErrorsOf(problem.fieldErrors);
    setErrors(byField);
    setAnswerErrors(byAnswer);
    const isOnFields =
      Object.keys(byField).length + Object.keys(byAnswer).length > 0 || Boolean(signatureError);
    setLines(isOnFields ? [] : problem.lines);
    focusFirstInvalid(formRef.current);
  }

  return (
    <form ref={formRef} className="checkout stack" noValidate onSubmit={submit}>
      <ContactFields idPrefix="checkout" values={contact} errors={errors} onChange={setField} />
      {service.bookingFields.length > 0 && (
        <QuestionnaireFields
          idPrefix="booking-question"
          fields={service.bookingFields}
          answers={answers}
          errors={answerErrors}
          onChange={(id, value) => {
            setAnswers((previous) => ({ ...previous, [id]: value }));
            setAnswerErrors(({ [id]: _fixed, ...rest }) => rest);
          }}
        />
      )}
      {service.business.hasNewsletter && (
        <NewsletterConsent
          id="checkout-newsletter"
          businessName={service.business.name}
          checked={newsletterConsent}
          onChange={setNewsletterConsent}
        />
      )}
      <CouponField
        applied={coupon}
        error={couponError}
        isChecking={isQuoting}
        onApply={(code) => {
          setErrors(({ couponCode: _old, ...rest }) => rest);
          setCoupon(code);
        }}
      />
      <PriceBreakdown
        breakdown={quote?.breakdown ?? null}
        currency={service.business.currency}
        taxMode={service.taxMode}
        paysOnline={service.paysOnline}
      />
      {contracts.drafts.length > 0 && (
        <Suspense fallback={<SectionSkeleton rows={6} />}>
          <ContractsStep
            step={props.contractsStep}
            business={service.business}
            drafts={contracts.drafts}
            notice={contracts.notice}
            isConsented={contracts.isConsented}
            onConsentChange={contracts.setConsented}
            draft={contracts.draft}
            onDraftChange={contracts.setDraft}
            errors={contracts.errors}
            round={contracts.round}
            focusRequest={contracts.focusRequest}
            bookLabel={bookLabel}
          />
        </Suspense>
      )}
      <FormSummary hasFieldErrors={hasFieldErrors} lines={lines} />
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={isSubmitting || isRedirecting}
      >
        {isRedirecting ? texts.redirectingToPayment : isSubmitting ? texts.booking : bookLabel}
      </button>
    </form>
  );
}
