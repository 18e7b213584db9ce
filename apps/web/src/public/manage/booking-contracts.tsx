// The booking's contracts on the manage page: each with where it stands, a link to read and sign
// the ones waiting for the client, and the signed PDF once it is made. Nothing shows without any.
import type { TBookingContract } from '@studio/shared/contracts/contracts';
import { paths, request } from '../api.ts';
import { texts } from '../texts.ts';
import { useResource } from '../use-resource.ts';

export function BookingContracts({ manageToken }: { manageToken: string }) {
  const contracts = useResource(
    (signal) =>
      request<TBookingContract[]>('GET', paths.bookingContracts(manageToken), undefined, signal),
    manageToken,
  );
  // A list that could not load (or answered anything but a list) is left out: the rest of the
  // page does not depend on it.
  const list = Array.isArray(contracts.data) ? contracts.data : [];
  if (list.length === 0) return null;
  return (
    <section className="panel section" aria-labelledby="contracts-title">
      <h2 id="contracts-title">{texts.contracts}</h2>
      <ul className="booking-contracts">
        {list.map((contract) => (
          <li key={contract.token} className="booking-contract">
            <span className="booking-contract__name">{contract.name}</span>
            <span
              className={`badge badge--${contract.isToSign ? 'pending' : contract.state === 'VOIDED' ? 'canceled' : 'paid'}`}
            >
              {texts.contractStatus[contract.state] ?? contract.state}
            </span>
            {(contract.isToSign || contract.isPdfReady) && (
              <div className="booking-contract__actions">
                {contract.isToSign && (
                  <a
                    className="button button--primary button--small"
                    href={`/contract/${encodeURIComponent(contract.token)}`}
                  >
                    {texts.readAndSign}
                  </a>
                )}
                {contract.isPdfReady && (
                  <a
                    className="button button--secondary button--small"
                    href={paths.contractPdf(contract.token)}
                    download
                  >
                    {texts.downloadPdf}
                  </a>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
