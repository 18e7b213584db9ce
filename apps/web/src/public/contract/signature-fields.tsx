// The signing fields of the clients' pages, shared by a contract's own page and the booking
// page's contracts step: the electronic records and signatures disclosure with its consent, the
// signer's full name, and a typed or drawn signature.
import { SignatureMarkInput } from '../../signature/signature-mark-input.tsx';
import type { SignatureDraft } from '../../signature/signature-mark.ts';
import { FieldError, FieldFrame, describedBy } from '../ui/form-field.tsx';
import { texts } from '../texts.ts';
import type { SigningErrors } from './signing-errors.ts';

type Props = {
  /** Prefixes the ids, so two forms of a page never share one. */
  idPrefix: string;
  business: { name: string; email: string | null };
  /** What is signed, as the disclosure names it: 'this contract' or 'these contracts'. */
  subject?: string;
  isConsented: boolean;
  onConsentChange: (isConsented: boolean) => void;
  draft: SignatureDraft;
  onDraftChange: (draft: SignatureDraft) => void;
  errors: SigningErrors;
};

export function SignatureFields(props: Props) {
  const { idPrefix, business, subject, draft, errors } = props;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="contract-disclosure" role="group" aria-labelledby={id('disclosure-title')}>
        <h3 id={id('disclosure-title')} className="contract-disclosure__title">
          {texts.disclosureTitle}
        </h3>
        {texts.disclosure(business.name, business.email, subject).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className={`field${errors.consent ? ' field--invalid' : ''}`}>
        <label className="choice contract-consent">
          <input
            type="checkbox"
            checked={props.isConsented}
            onChange={(event) => props.onConsentChange(event.target.checked)}
            {...describedBy(id('consent'), errors.consent)}
          />
          <span>{texts.consentLabel(subject)}</span>
        </label>
        <FieldError id={id('consent')} error={errors.consent} />
      </div>
      <FieldFrame id={id('full-name')} label={texts.fullName} isRequired error={errors.fullName}>
        <input
          className="input"
          autoComplete="name"
          value={draft.fullName}
          onChange={(event) => props.onDraftChange({ ...draft, fullName: event.target.value })}
          aria-required
          {...describedBy(id('full-name'), errors.fullName)}
        />
      </FieldFrame>
      <fieldset className="field signature-field">
        <legend className="field__label">{texts.signatureLabel}</legend>
        <SignatureMarkInput draft={draft} onChange={props.onDraftChange} />
        <FieldError id={id('signature')} error={errors.signature} />
      </fieldset>
    </>
  );
}
