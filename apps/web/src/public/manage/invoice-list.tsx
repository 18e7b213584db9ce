// The booking's invoices with their states; a pending one can be paid online when the business
// takes online payments, and otherwise the section says how the client pays instead.
import { useState } from 'react';
import type { TPublicBooking } from '@studio/shared/booking/contracts';
import { bookingTerms } from '@studio/shared/booking/payment-terms';
import { formatMoney } from '@studio/shared/money';
import { PublicApiError, paths, request } from '../api.ts';
import { formatDate } from '../format.ts';
import { FormAlert } from '../ui/form-field.tsx';
import { texts } from '../texts.ts';

type Props = { booking: TPublicBooking; manageToken: string };

export function InvoiceList({ booking, manageToken }: Props) {
  const [paying, setPaying] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const { currency, timeZone } = booking.business;
  const canPay = booking.paysOnline && booking.status === 'ACTIVE';
  const { offlineNote } = bookingTerms({
    total: booking.grandTotal,
    amountPaid: booking.amountPaid,
    paysOnline: booking.paysOnline,
  });

  async function pay(invoiceId: string) {
    setPaying(invoiceId);
    setLines([]);
    try {
      const answer = await request<{ paymentUrl: string }>(
        'POST',
        paths.payInvoice(manageToken, invoiceId),
        {},
      );
      window.location.assign(answer.paymentUrl);
    } catch (error) {
      setLines((error instanceof PublicApiError ? error : new PublicApiError(500, null)).lines);
      setPaying(null);
    }
  }

  if (booking.invoices.length === 0) return null;
  return (
    <section className="panel section" aria-labelledby="invoices-title">
      <h2 id="invoices-title">{texts.invoices}</h2>
      {offlineNote && booking.status === 'ACTIVE' && <p className="muted">{offlineNote}</p>}
      <ul className="invoices">
        {booking.invoices.map((invoice) => {
          const status = invoice.status;
          const when = invoice.paidDate
            ? texts.paidOn(formatDate(invoice.paidDate, timeZone))
            : invoice.dueDate
              ? texts.dueOn(formatDate(invoice.dueDate, timeZone))
              : invoice.milestone === 'DURING_BOOKING'
                ? texts.dueAtBooking
                : '';
          return (
            <li key={invoice.id} className="invoice">
              <span className="invoice__amount">{formatMoney(invoice.total, currency)}</span>
              <span className="invoice__when muted">{when}</span>
              <span className={`badge badge--${status.toLowerCase()}`}>
                {texts.invoiceStatus[status] ?? status}
              </span>
              {canPay && status === 'PENDING' && (
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={paying !== null}
                  onClick={() => void pay(invoice.id)}
                >
                  {paying === invoice.id
                    ? texts.redirectingToPayment
                    : `${texts.pay} ${formatMoney(invoice.total, currency)}`}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <FormAlert lines={lines} />
    </section>
  );
}
