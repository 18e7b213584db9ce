// Inquiry form: the business's own inquiry questions (the same form as its booking site), sent to
// the public inquiry endpoint by a small script loaded only on pages holding this block. The
// questions are read when the page is rendered, never stored in the page.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import type { TQuestionnaireField } from '@studio/shared/questionnaires/contracts';
import { basicInquiryFields } from '@studio/shared/questionnaires/answers';
import { text } from '../fields.ts';
import { businessBookingPath, useSite } from '../site-context.tsx';

export const ZInquiryFormProps = z.object({
  heading: text('Heading', 120),
  intro: text('Introduction', 400),
  buttonLabel: text('Button label', 40),
});
export type TInquiryFormProps = z.infer<typeof ZInquiryFormProps>;

export const inquiryFormDefaults: TInquiryFormProps = {
  heading: 'Tell me about your session',
  intro: 'Share a few details and I will get back to you within two days.',
  buttonLabel: 'Send inquiry',
};

export const inquiryFormFields: Fields<TInquiryFormProps> = {
  heading: { type: 'text', label: 'Heading' },
  intro: { type: 'textarea', label: 'Introduction' },
  buttonLabel: { type: 'text', label: 'Button label' },
};

/** The booking site's confirmation, word for word. */
export const inquirySentMessage =
  'Thank you! Your inquiry has been sent. We will get back to you soon.';

const inputTypes: Partial<Record<TQuestionnaireField['type'], [string, string]>> = {
  FULL_NAME: ['text', 'name'],
  EMAIL_ADDRESS: ['email', 'email'],
  PHONE_NUMBER: ['tel', 'tel'],
  DATE: ['date', 'off'],
  SHOOT_DATE: ['date', 'off'],
  NEWBORN_DATE: ['date', 'off'],
  WEDDING_DATE: ['date', 'off'],
};

function Required(props: { isRequired: boolean }) {
  if (!props.isRequired) return null;
  return (
    <span className="site-field__required">
      <span aria-hidden="true"> *</span>
      <span className="site-visually-hidden"> (required)</span>
    </span>
  );
}

function Question(props: { id: string; field: TQuestionnaireField; serviceNames: string[] }) {
  const { id, field } = props;
  const errorId = `${id}-error`;
  const wrapper = {
    className: 'site-field',
    'data-field-id': field.id,
    'data-field-type': field.type,
  };
  const error = <p className="site-field__error" id={errorId} hidden></p>;
  const choices =
    field.type === 'SERVICE_SELECTION' && field.options.length === 0
      ? props.serviceNames
      : field.options;

  if (field.type === 'YES_NO' || field.type === 'CHECKBOX') {
    const options = field.type === 'YES_NO' ? ['Yes', 'No'] : field.options;
    return (
      <fieldset {...wrapper} className="site-field site-field--choices" aria-describedby={errorId}>
        <legend className="site-field__label">
          {field.label}
          <Required isRequired={field.isRequired} />
        </legend>
        {options.map((option, index) => (
          <label key={option} className="site-choice" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type={field.type === 'YES_NO' ? 'radio' : 'checkbox'}
              name={id}
              value={option}
            />
            <span>{option}</span>
          </label>
        ))}
        {error}
      </fieldset>
    );
  }
  const common = {
    id,
    name: id,
    'aria-describedby': errorId,
    'aria-required': field.isRequired || undefined,
  };
  let control;
  if (
    field.type === 'SELECT' ||
    field.type === 'SERVICE_SELECTION' ||
    (field.type === 'REFERRAL' && choices.length > 0)
  ) {
    control = (
      <select className="site-input" {...common} defaultValue="">
        <option value="">Choose…</option>
        {choices.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'LONG_TEXT' || field.type === 'MESSAGE') {
    control = <textarea className="site-input" rows={5} {...common} />;
  } else {
    const [type, autoComplete] = inputTypes[field.type] ?? ['text', 'off'];
    control = <input className="site-input" type={type} autoComplete={autoComplete} {...common} />;
  }
  return (
    <div {...wrapper}>
      <label className="site-field__label" htmlFor={id}>
        {field.label}
        <Required isRequired={field.isRequired} />
      </label>
      {control}
      {error}
    </div>
  );
}

/**
 * The place of the newsletter consent checkbox (an optional "Send me news and offers" box the
 * inquiry sends along). Left empty here: the consent itself, its wording and where it is stored
 * are added with the newsletter feature; the script sends what this renders (see inquiry-form.js).
 */
export function InquiryNewsletterConsent() {
  return null;
}

export function InquiryFormBlock(props: TInquiryFormProps & { id?: string }) {
  const { business, services, inquiryFields } = useSite();
  const fields = inquiryFields ?? basicInquiryFields;
  const prefix = `inquiry-${(props.id ?? 'form').replace(/[^A-Za-z0-9_-]/g, '')}`;
  const headingId = `${prefix}-heading`;
  return (
    <section className="site-block site-inquiry" aria-labelledby={headingId}>
      <div className="site-inquiry__inner">
        <h2 className="site-heading" id={headingId}>
          {props.heading || 'Send an inquiry'}
        </h2>
        {props.intro && <p className="site-lead">{props.intro}</p>}
        {/* Sending needs the script (it posts JSON to the inquiry endpoint). Until it runs the
            fieldset stays disabled, so a submit without it can never put a client's answers in
            an address bar or a server log. */}
        <form
          className="site-inquiry__form"
          data-inquiry-form=""
          data-business={business.slug}
          data-sent-message={inquirySentMessage}
          noValidate
        >
          <fieldset className="site-inquiry__fields" disabled>
            {fields.map((field) => (
              <Question
                key={field.id}
                id={`${prefix}-${field.id}`}
                field={field}
                serviceNames={services.map((service) => service.name)}
              />
            ))}
            <InquiryNewsletterConsent />
            <p className="site-inquiry__problem" role="alert" data-form-problem="" hidden></p>
            <button type="submit" className="site-button">
              {props.buttonLabel || 'Send inquiry'}
            </button>
          </fieldset>
          <p className="site-inquiry__sent" role="status" tabIndex={-1} data-form-sent=""></p>
        </form>
        <noscript>
          <p className="site-muted">
            This form needs JavaScript. You can also send your inquiry from{' '}
            <a href={businessBookingPath(business.slug)}>our booking page</a>
            {business.email && (
              <>
                {' '}
                or write to <a href={`mailto:${business.email}`}>{business.email}</a>
              </>
            )}
            .
          </p>
        </noscript>
      </div>
    </section>
  );
}
