// /contract/{token}: one contract for the client to read and sign, under the business's brand.
// Once signed it says so, says when the photographer still countersigns, and offers the sealed
// PDF, asking again every few seconds for a minute while the PDF is being made.
import { useEffect, useRef, useState } from 'react';
import type { TPublicContract } from '@studio/shared/contracts/contracts';
import { messages } from '@studio/shared/messages';
import { paths, request, type PublicApiError } from '../api.ts';
import { formatDateTime, deviceTimeZone } from '../format.ts';
import { useParams } from '../router.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { PageShell, type ShellBusiness } from '../ui/page-shell.tsx';
import { PageSkeleton } from '../ui/skeleton.tsx';
import { texts } from '../texts.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useResource } from '../use-resource.ts';
import { SigningForm } from './signing-form.tsx';

const PDF_POLL_MS = 4000;
const PDF_POLL_FOR_MS = 60_000;

const signedStates: ReadonlySet<TPublicContract['state']> = new Set([
  'CLIENT_SIGNED',
  'COUNTERSIGNED',
  'COMPLETED',
]);

function shellOf(business: TPublicContract['business']): ShellBusiness {
  return {
    name: business.name,
    logoUrl: business.logoUrl,
    brandColor: business.color ?? '',
    email: business.email,
  };
}

export function ContractPage() {
  const { token = '' } = useParams();
  const contract = useResource(
    (signal) => request<TPublicContract>('GET', paths.contract(token), undefined, signal),
    token,
  );
  const data = contract.data;
  useDocumentTitle(
    data
      ? `${data.name} · ${data.business.name}`
      : contract.error
        ? texts.contractLoadFailed
        : null,
  );

  if (contract.error) return <ContractError error={contract.error} onRetry={contract.retry} />;
  if (!data) return <PageSkeleton />;
  return (
    <PageShell business={shellOf(data.business)}>
      <ContractContent
        contract={data}
        token={token}
        onChange={contract.setData}
        onReload={contract.retry}
      />
    </PageShell>
  );
}

/** A link that is not (or no longer) a contract shows the server's words, not a booking 404. */
function ContractError({ error, onRetry }: { error: PublicApiError; onRetry: () => void }) {
  return (
    <div className="page page--plain">
      <main className="container main narrow">
        {error.isNotFound ? (
          <div className="error-state" role="alert">
            <h1 className="error-state__title">{texts.contractLoadFailed}</h1>
            {error.lines.map((line) => (
              <p key={line} className="muted">
                {line}
              </p>
            ))}
          </div>
        ) : (
          <ErrorState error={error} onRetry={onRetry} />
        )}
      </main>
    </div>
  );
}

type ContentProps = {
  contract: TPublicContract;
  token: string;
  onChange: (contract: TPublicContract) => void;
  onReload: () => void;
};

function ContractContent({ contract, token, onChange, onReload }: ContentProps) {
  const isSigned = signedStates.has(contract.state);
  const isVoided = contract.state === 'VOIDED';
  const confirmationRef = useRef<HTMLDivElement>(null);
  const isPdfAwaited = isSigned && !contract.isPdfReady && !contract.isAwaitingCountersign;
  const hasStoppedWaiting = usePdfPolling(isPdfAwaited, token, onChange);

  return (
    <div className="stack-lg narrow contract-page">
      <header className="stack contract-page__head">
        <p className="eyebrow">{texts.contractEyebrow}</p>
        <h1 className="display">{contract.name}</h1>
        <p className="muted">{texts.contractFor(contract.business.name, contract.clientName)}</p>
      </header>
      {isVoided && (
        <div className="alert alert--warning" role="alert">
          <strong>{texts.contractVoidedTitle}</strong>
          <span>{messages.contractVoided}</span>
          {contract.business.email && (
            <a href={`mailto:${contract.business.email}`}>{contract.business.email}</a>
          )}
        </div>
      )}
      {isSigned && (
        <div
          className="panel section contract-signed"
          role="status"
          aria-labelledby="signed-title"
          tabIndex={-1}
          ref={confirmationRef}
        >
          <h2 id="signed-title" className="contract-signed__title">
            <span className="contract-signed__check" aria-hidden="true">
              ✓
            </span>
            {texts.signedTitle}
          </h2>
          {contract.clientSignedAt && (
            <p>{texts.signedOn(formatDateTime(contract.clientSignedAt, deviceTimeZone()))}</p>
          )}
          {contract.isAwaitingCountersign && <p className="muted">{texts.awaitingCountersign}</p>}
          {contract.isPdfReady && (
            <div className="actions">
              <a className="button button--primary" href={paths.contractPdf(token)} download>
                {texts.downloadPdf}
              </a>
            </div>
          )}
          {isPdfAwaited && (
            <p className="muted">{hasStoppedWaiting ? texts.pdfLater : texts.preparingPdf}</p>
          )}
        </div>
      )}
      {!isVoided && (
        <article
          className="panel contract-document rich-text"
          aria-label={contract.name}
          // Sanitised by the server: only the rich-text editor's elements and safe links remain.
          dangerouslySetInnerHTML={{ __html: contract.content }}
        />
      )}
      {(contract.state === 'SENT' || contract.state === 'VIEWED') && (
        <SigningForm
          contract={contract}
          token={token}
          onSigned={(signed) => {
            onChange(signed);
            requestAnimationFrame(() => {
              confirmationRef.current?.focus();
              confirmationRef.current?.scrollIntoView?.({ block: 'start' });
            });
          }}
          onReload={onReload}
        />
      )}
    </div>
  );
}

/**
 * While the PDF is being made, reads the contract again every few seconds for a minute; answers
 * whether it stopped waiting (the PDF then arrives by email).
 */
function usePdfPolling(
  isWaiting: boolean,
  token: string,
  onChange: (contract: TPublicContract) => void,
): boolean {
  const [hasStopped, setStopped] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (!isWaiting) return;
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      if (Date.now() - startedAt >= PDF_POLL_FOR_MS) {
        setStopped(true);
        return;
      }
      request<TPublicContract>('GET', paths.contract(token), undefined, controller.signal).then(
        (contract) => {
          if (controller.signal.aborted) return;
          onChangeRef.current(contract);
          timer = setTimeout(poll, PDF_POLL_MS);
        },
        () => {
          if (!controller.signal.aborted) timer = setTimeout(poll, PDF_POLL_MS);
        },
      );
    };
    timer = setTimeout(poll, PDF_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [isWaiting, token]);
  return hasStopped;
}
