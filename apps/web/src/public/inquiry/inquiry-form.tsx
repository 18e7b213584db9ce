// The inquiry form of the business or of one service, built from its inquiry questionnaire.
import { useRef, useState, type FormEvent } from 'react';
import type { TInquiryRequest } from '@studio/shared/booking/contracts';
import type { TAnswers, TQuestionnaireField } from '@studio/shared/questionnaires/contracts';
import { PublicApiError, paths, request } from '../api.ts';
import { QuestionnaireFields } from '../questionnaire/questionnaire-fields.tsx';
import type { FieldErrors } from '../questionnaire/validate-answers.ts';
import { FormAlert } from '../ui/form-field.tsx';
import { NewsletterConsent } from '../ui/newsletter-consent.tsx';
import { focusFirstInvalid } from '../ui/focus.ts';
import { SentNotice } from '../ui/sent-notice.tsx';
import { texts } from '../texts.ts';

// The rules (zod) arrive when the client starts filling in the form, not with the page.
const loadValidation = () => import('../questionnaire/validate-answers.ts');

type Props = {
  businessSlug: string;
  serviceSlug: string | null;
  fields: readonly TQuestionnaireField[];
  serviceNames?: readonly string[];
  /** The business's name when it has a newsletter connected: the form shows the newsletter box. */
  newsletterOf?: string | null;
};

export function InquiryForm(props: Props) {
  const { businessSlug, serviceSlug, fields, serviceNames, newsletterOf } = props;
  const [newsletterConsent, setNewsletterConsent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<TAnswers>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lines, setLines] = useState<string[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { answerErrorsOf, filledAnswers, validateAnswers } = await loadValidation();
    const found = validateAnswers(fields, answers);
    setErrors(found);
    setLines([]);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    setIsSending(true);
    try {
      const body: TInquiryRequest = {
        serviceSlug,
        answers: filledAnswers(answers),
        newsletterConsent: Boolean(newsletterOf) && newsletterConsent,
      };
      await request('POST', paths.inquiries(businessSlug), body);
      setIsSent(true);
    } catch (error) {
      const problem = error instanceof PublicApiError ? error : new PublicApiError(500, null);
      const fieldErrors = answerErrorsOf(problem.fieldErrors);
      setErrors(fieldErrors);
      setLines(Object.keys(fieldErrors).length > 0 ? [] : problem.lines);
      focusFirstInvalid(formRef.current);
    } finally {
      setIsSending(false);
    }
  }

  if (isSent) {
    return <SentNotice>{texts.inquiryThanks}</SentNotice>;
  }
  return (
    <form
      ref={formRef}
      className="stack"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadValidation()}
    >
      <QuestionnaireFields
        idPrefix={serviceSlug ? 'service-inquiry' : 'inquiry'}
        fields={fields}
        answers={answers}
        errors={errors}
        onChange={(id, value) => {
          setAnswers((previous) => ({ ...previous, [id]: value }));
          setErrors(({ [id]: _fixed, ...rest }) => rest);
        }}
        serviceNames={serviceNames ?? []}
      />
      {newsletterOf && (
        <NewsletterConsent
          id={serviceSlug ? 'service-inquiry-newsletter' : 'inquiry-newsletter'}
          businessName={newsletterOf}
          checked={newsletterConsent}
          onChange={setNewsletterConsent}
        />
      )}
      <FormAlert lines={lines} />
      <div>
        <button type="submit" className="button button--primary" disabled={isSending}>
          {isSending ? texts.sending : texts.sendInquiry}
        </button>
      </div>
    </form>
  );
}
