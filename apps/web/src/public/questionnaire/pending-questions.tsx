// The service's questionnaire when it is asked after booking: on the confirmation and the manage
// page until the client sends the answers (once), then a thank-you. Loaded on demand.
import { useRef, useState, type FormEvent } from 'react';
import type { TPublicBooking } from '@studio/shared/booking/contracts';
import type { TAnswers } from '@studio/shared/questionnaires/contracts';
import { PublicApiError, paths, request } from '../api.ts';
import { focusFirstInvalid } from '../ui/focus.ts';
import { SentNotice } from '../ui/sent-notice.tsx';
import { FormSummary } from '../ui/form-field.tsx';
import { texts } from '../texts.ts';
import { QuestionnaireFields } from './questionnaire-fields.tsx';
import {
  answerErrorsOf,
  filledAnswers,
  validateAnswers,
  type FieldErrors,
} from './validate-answers.ts';

type Props = {
  booking: TPublicBooking;
  manageToken: string;
  /** The booking as the server answered it, with the answers just sent. */
  onAnswered?: (booking: TPublicBooking) => void;
};

/**
 * Shown while booking.pendingQuestions is not empty; the parent keeps showing it after the answers
 * went (its booking is not reloaded for it), so the thank-you stays in place.
 */
export function PendingQuestions({ booking, manageToken, onAnswered }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  // Kept from the first render: the questions stay as they were while the page reloads the booking.
  const [fields] = useState(booking.pendingQuestions);
  const [answers, setAnswers] = useState<TAnswers>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lines, setLines] = useState<string[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAnswers(fields, answers);
    setErrors(found);
    setLines([]);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    setIsSending(true);
    try {
      const answered = await request<TPublicBooking>('POST', paths.answers(manageToken), {
        answers: filledAnswers(answers),
      });
      setIsSent(true);
      onAnswered?.(answered);
    } catch (error) {
      const problem = error instanceof PublicApiError ? error : new PublicApiError(500, null);
      const byAnswer = answerErrorsOf(problem.fieldErrors);
      setErrors(byAnswer);
      setLines(Object.keys(byAnswer).length > 0 ? [] : problem.lines);
      focusFirstInvalid(formRef.current);
    } finally {
      setIsSending(false);
    }
  }

  if (isSent) {
    return (
      <section className="panel section" aria-labelledby="questions-title">
        <h2 id="questions-title">{texts.questionsTitle}</h2>
        <SentNotice>{texts.answersThanks}</SentNotice>
      </section>
    );
  }
  return (
    <section className="panel section" aria-labelledby="questions-title">
      <h2 id="questions-title">{texts.questionsTitle}</h2>
      <p className="muted">{texts.questionsLead(booking.business.name)}</p>
      <form ref={formRef} className="stack" noValidate onSubmit={submit}>
        <QuestionnaireFields
          idPrefix="after-booking-question"
          fields={fields}
          answers={answers}
          errors={errors}
          onChange={(id, value) => {
            setAnswers((previous) => ({ ...previous, [id]: value }));
            setErrors(({ [id]: _fixed, ...rest }) => rest);
          }}
        />
        <FormSummary hasFieldErrors={Object.keys(errors).length > 0} lines={lines} />
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={isSending}>
            {isSending ? texts.sending : texts.sendAnswers}
          </button>
        </div>
      </form>
    </section>
  );
}
