// Step 3 of booking: the client's details, the booking questions, a coupon, the price, and Book.
// Loaded only once a time is held, so the first load of the page stays small.
import { useRef, useState, type FormEvent } from 'react';
import {
  ZCheckoutRequest,
  type TCheckoutRequest,
  type TCheckoutResult,
  type THold,
  type TPublicService,
} from '@studio/shared/booking/contracts';
import type { TAnswers } from '@studio/shared/questionnaires/contracts';
import { PublicApiError, paths, request } from '../api.ts';
import { deviceTimeZone } from '../format.ts';
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
import { texts } from '../texts.ts';
import { CouponField } from './coupon-field.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
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
  onConfirmed: (manageToken: string, email: string) => void;
  /** The time was taken meanwhile (409): the parent offers the alternatives. */
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
    const body: TCheckoutRequest = {
      fullName: contact.fullName.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
      holdToken: hold.holdToken,
      packageId,
      addons: [...addons],
      // A refused code is not sent: the client books without it (the price shown says so).
      couponCode: coupon && !quote?.couponError ? coupon : null,
      answers: filledAnswers(answers),
      clientTimeZone: deviceTimeZone(),
    };
    setIsSubmitting(true);
    try {
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
      const problem = error instanceof PublicApiError ? error : new PublicApiError(500, null);
      if (problem.status === 409) return props.onTaken(problem);
      const byField: FieldErrors = {};
      for (const fieldError of problem.fieldErrors) {
        if (fieldError.field in contactRules || fieldError.field === 'couponCode') {
          byField[fieldError.field] ??= fieldError.message;
        }
      }
      const byAnswer = answerErrorsOf(problem.fieldErrors);
      setErrors(byField);
      setAnswerErrors(byAnswer);
      const hasFieldErrors = Object.keys(byField).length + Object.keys(byAnswer).length > 0;
      setLines(hasFieldErrors ? [] : problem.lines);
      focusFirstInvalid(formRef.current);
    } finally {
      setIsSubmitting(false);
    }
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
      <FormSummary
        hasFieldErrors={Object.keys(errors).length + Object.keys(answerErrors).length > 0}
        lines={lines}
      />
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={isSubmitting || isRedirecting}
      >
        {isRedirecting
          ? texts.redirectingToPayment
          : isSubmitting
            ? texts.booking
            : paysNow
              ? texts.payAndBook
              : texts.book}
      </button>
    </form>
  );
}
