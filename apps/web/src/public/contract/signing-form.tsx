// The signing part of a contract's page: the electronic records and signatures disclosure with its
// consent, the signer's full name, and a typed or drawn signature, checked with the server's
// schema before it is sent with the SHA-256 of the content the client read.
import { useState, type FormEvent } from 'react';
import type { TPublicContract } from '@studio/shared/contracts/contracts';
import { ZSignContractRequest } from '@studio/shared/contracts/requests';
import { markOf, type SignatureDraft } from '../../signature/signature-mark.ts';
import { PublicApiError, paths, request } from '../api.ts';
import { texts } from '../texts.ts';
import { SignatureFields } from './signature-fields.tsx';
import { signingErrorsOf, type SigningErrors } from './signing-errors.ts';

type Props = {
  contract: TPublicContract;
  token: string;
  onSigned: (contract: TPublicContract) => void;
  onReload: () => void;
};

export function SigningForm({ contract, token, onSigned, onReload }: Props) {
  const [isConsented, setConsented] = useState(false);
  const [draft, setDraft] = useState<SignatureDraft>({
    fullName: contract.clientName,
    kind: 'typed',
    pngDataUrl: null,
  });
  const [errors, setErrors] = useState<SigningErrors>({});
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
      setErrors(signingErrorsOf(parsed.error.issues, draft.kind === 'typed'));
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
        <SignatureFields
          idPrefix="contract"
          business={business}
          isConsented={isConsented}
          onConsentChange={setConsented}
          draft={draft}
          onDraftChange={setDraft}
          errors={errors}
        />
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
