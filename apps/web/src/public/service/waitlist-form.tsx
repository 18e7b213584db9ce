// When no time is left: the client joins the service's waitlist.
import { useRef, useState, type FormEvent } from 'react';
import { ZWaitlistRequest, type TWaitlistRequest } from '@studio/shared/booking/contracts';
import { PublicApiError, paths, request } from '../api.ts';
import { ContactFields } from '../ui/contact-fields.tsx';
import { FormAlert, TextAreaField } from '../ui/form-field.tsx';
import { focusFirstInvalid } from '../ui/focus.ts';
import { SentNotice } from '../ui/sent-notice.tsx';
import { texts } from '../texts.ts';

type Values = { fullName: string; email: string; phone: string; note: string };
type Field = keyof Values;
const fields: Field[] = ['fullName', 'email', 'phone', 'note'];

export function WaitlistForm({
  businessSlug,
  serviceSlug,
}: {
  businessSlug: string;
  serviceSlug: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ fullName: '', email: '', phone: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [lines, setLines] = useState<string[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  function set(field: Field, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setLines([]);
    const parsed = ZWaitlistRequest.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return focusFirstInvalid(formRef.current);
    }
    setIsSending(true);
    try {
      const body: TWaitlistRequest = parsed.data;
      await request('POST', paths.waitlist(businessSlug, serviceSlug), body);
      setIsSent(true);
    } catch (error) {
      const problem = error instanceof PublicApiError ? error : new PublicApiError(500, null);
      const found: Partial<Record<Field, string>> = {};
      for (const fieldError of problem.fieldErrors) {
        if (fields.includes(fieldError.field as Field))
          found[fieldError.field as Field] ??= fieldError.message;
      }
      setErrors(found);
      setLines(Object.keys(found).length > 0 ? [] : problem.lines);
      focusFirstInvalid(formRef.current);
    } finally {
      setIsSending(false);
    }
  }

  if (isSent) {
    return <SentNotice>{texts.waitlistThanks}</SentNotice>;
  }
  return (
    <form ref={formRef} className="stack" noValidate onSubmit={submit}>
      <ContactFields idPrefix="waitlist" values={values} errors={errors} onChange={set} />
      <TextAreaField
        id="waitlist-note"
        label={texts.note}
        value={values.note}
        onChange={(v) => set('note', v)}
        error={errors.note}
      />
      <FormAlert lines={lines} />
      <div>
        <button type="submit" className="button button--primary" disabled={isSending}>
          {isSending ? texts.sending : texts.joinWaitlist}
        </button>
      </div>
    </form>
  );
}
