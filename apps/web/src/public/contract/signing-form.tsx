// The signing part of a contract's page: the electronic records and signatures disclosure with its
// consent, the signer's full name, and a typed or drawn signature, checked with the server's
// schema before it is sent with the SHA-256 of the content the client read.
import { useState, type FormEvent } from 'react';
import type { TPublicContract } from '@studio/shared/contracts/contracts';
import { ZSignContractRequest } from '@studio/shared/contracts/requests';
import { SignatureMarkInput } from '../../signature/signature-mark-input.tsx';
import { markOf, type SignatureDraft } from '../../signature/signature-mark.ts';
import { PublicApiError, paths, request } from '../api.ts';
import { FieldError, FieldFrame, describedBy } from '../ui/form-field.tsx';
import { texts } from '../texts.ts';

type Props = {
  contract: TPublicContract;
  token: string;
  onSigned: (contract: TPublicContract) => void;
  onReload: () => void;
};

type Errors = { consent?: string; fullName?: string; signature?: string };

export function SigningForm({ contract, token, onSigned, onReload }: Props) {
  const [isConsented, setConsented] = useState(false);
  const [draft, setDraft] = useState<SignatureDraft>({
    fullName: contract.clientName,
    kind: 'typed',
    pngDataUrl: null,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<PublicApiError | null>(null);
  const [isSigning, setSigning] = useState(false);
  const { business } = contract;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZSignContractRequest.safeParse({
      fullName: draft.fullName,
      signature: markOf(draft) ?? undefined,
      contentSha256: contract.contentSha256,
      consent: isConsented,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'consent' || field === 'fullName') found[field] ??= issue.message;
        else found.signature ??= issue.message;
      }
      // Typed from an empty name: the name's own message says what is missing.
      if (found.fullName && draft.kind === 'typed') delete found.signature;
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSigning(true);
    try {
      onSigned(await request<TPublicContract>('POST', paths.signContract(token), parsed.data));
    } catch (error) {
      setFailure(error instanceof PublicApiError ? error : new PublicApiError(500, null));
      setSigning(false);
    }
  }

  return (
    <section className="panel section contract-sign" aria-labelledby="sign-title">
      <h2 id="sign-title">{texts.signTitle}</h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <div className="contract-disclosure" aria-labelledby="disclosure-title">
          <h3 id="disclosure-title" className="contract-disclosure__title">
            {texts.disclosureTitle}
          </h3>
          {texts.disclosure(business.name, business.email).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className={`field${errors.consent ? ' field--invalid' : ''}`}>
          <label className="choice contract-consent">
            <input
              type="checkbox"
              checked={isConsented}
              onChange={(event) => setConsented(event.target.checked)}
              {...describedBy('consent', errors.consent)}
            />
            <span>{texts.consentLabel}</span>
          </label>
          <FieldError id="consent" error={errors.consent} />
        </div>
        <FieldFrame id="full-name" label={texts.fullName} isRequired error={errors.fullName}>
          <input
            className="input"
            autoComplete="name"
            value={draft.fullName}
            onChange={(event) => setDraft({ ...draft, fullName: event.target.value })}
            aria-required
            {...describedBy('full-name', errors.fullName)}
          />
        </FieldFrame>
        <fieldset className="field">
          <legend className="field__label">{texts.signatureLabel}</legend>
          <SignatureMarkInput draft={draft} onChange={setDraft} />
          <FieldError id="signature" error={errors.signature} />
        </fieldset>
        <p className="muted small">{texts.signLegal}</p>
        {failure && (
          <div className="alert alert--error" role="alert">
            {failure.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {failure.status === 409 && (
              <div>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={onReload}
                >
                  {texts.reload}
                </button>
              </div>
            )}
          </div>
        )}
        <button
          type="submit"
          className="button button--primary button--large button--block"
          disabled={isSigning}
        >
          {isSigning ? texts.signing : texts.signTitle}
        </button>
      </form>
    </section>
  );
}
