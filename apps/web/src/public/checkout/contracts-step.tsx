// The booking page's contracts step: each contract of the service to read (scrolling inside its own
// box, so a long one does not push the Book button far away), the disclosure and consent once for
// all of them, and one signature applied to every contract. Loaded only for a service that has
// contracts, so the signature fields never weigh on the other booking pages.
import { useEffect, useRef } from 'react';
import type { TBookingContractDraft } from '@studio/shared/contracts/contracts';
import type { SignatureDraft } from '../../signature/signature-mark.ts';
import { SignatureFields } from '../contract/signature-fields.tsx';
import type { SigningErrors } from '../contract/signing-errors.ts';
import { texts } from '../texts.ts';

export type ContractsStepProps = {
  step: number;
  business: { name: string; email: string | null };
  drafts: readonly TBookingContractDraft[];
  /** Why the client is asked again (the contracts changed), if they are. */
  notice: string | null;
  isConsented: boolean;
  onConsentChange: (isConsented: boolean) => void;
  draft: SignatureDraft;
  onDraftChange: (draft: SignatureDraft) => void;
  errors: SigningErrors;
  /** A new round remounts the signature fields, clearing a drawing. */
  round: number;
  /** Each new value moves the keyboard to the step's heading. */
  focusRequest: number;
  /** The label of the button that books, named by the legal line. */
  bookLabel: string;
};

export function ContractsStep(props: ContractsStepProps) {
  const { drafts, business } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const subject = texts.contractsSubject(drafts.length);

  useEffect(() => {
    headingRef.current?.focus();
  }, [props.focusRequest]);

  return (
    <section className="contracts-step stack" aria-labelledby="step-contracts">
      <h2 id="step-contracts" className="step__title" tabIndex={-1} ref={headingRef}>
        <span className="step__number" aria-hidden="true">
          {props.step}
        </span>
        {texts.stepContracts}
      </h2>
      {props.notice && (
        <p className="alert alert--warning" role="alert">
          {props.notice}
        </p>
      )}
      <div className="contracts-step__intro">
        <p>{texts.contractsIntro(business.name, drafts.length)}</p>
        <p className="muted small">{texts.contractScrollHint}</p>
      </div>
      {drafts.map((contract) => (
        <div key={contract.templateId} className="booking-draft">
          <h3 id={`draft-${contract.templateId}`} className="booking-draft__name">
            {contract.name}
          </h3>
          <div
            className="booking-draft__body contract-document rich-text"
            role="region"
            aria-labelledby={`draft-${contract.templateId}`}
            // Scrolls by keyboard too: the box takes focus like any scrollable region should.
            tabIndex={0}
            // Sanitised by the server: only the rich-text editor's elements and safe links remain.
            dangerouslySetInnerHTML={{ __html: contract.content }}
          />
        </div>
      ))}
      <div className="contracts-step__sign stack">
        <h3 className="contracts-step__sign-title">{texts.adoptTitle}</h3>
        <p className="muted small">{texts.adoptHint(drafts.length)}</p>
        <SignatureFields
          key={props.round}
          idPrefix="booking-contract"
          business={business}
          subject={subject}
          isConsented={props.isConsented}
          onConsentChange={props.onConsentChange}
          draft={props.draft}
          onDraftChange={props.onDraftChange}
          errors={props.errors}
        />
        <p className="muted small">{texts.bookingSignLegal(props.bookLabel, subject)}</p>
      </div>
    </section>
  );
}
