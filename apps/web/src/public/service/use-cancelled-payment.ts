// Back from the payment page with Cancel (/book/{b}/{s}?checkout={id}): the payment is ended on
// the server at once, so the held time is free again now rather than when the payment would
// have run out, and the parameter leaves the address so a reload does not repeat it.
import { useEffect, useState } from 'react';
import { paths, request } from '../api.ts';
import { texts } from '../texts.ts';

type CheckoutState = { status: 'OPEN' | 'COMPLETED' | 'EXPIRED'; manageToken: string | null };

export type CancelledPayment =
  | { state: 'NONE' }
  | { state: 'CANCELLING' }
  | { state: 'CANCELLED'; notice: string }
  /** Paid meanwhile (another tab): the booking stands. */
  | { state: 'PAID'; manageToken: string };

function checkoutOfAddress(): string | null {
  return new URLSearchParams(window.location.search).get('checkout');
}

export function useCancelledPayment(): CancelledPayment {
  const [checkoutId] = useState(checkoutOfAddress);
  const [result, setResult] = useState<CancelledPayment>(
    checkoutId ? { state: 'CANCELLING' } : { state: 'NONE' },
  );
  useEffect(() => {
    if (!checkoutId) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('checkout');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    let isCurrent = true;
    request<CheckoutState>('POST', paths.cancelCheckout(checkoutId), {}).then(
      (answer) => {
        if (!isCurrent) return;
        if (answer.status === 'COMPLETED' && answer.manageToken) {
          setResult({ state: 'PAID', manageToken: answer.manageToken });
        } else {
          const isReleased = answer.status === 'EXPIRED';
          setResult({
            state: 'CANCELLED',
            notice: isReleased ? texts.paymentCancelled : texts.paymentCancelledUnsure,
          });
        }
      },
      () => {
        // Not ended here (offline, unknown): the hold still runs out by itself.
        if (isCurrent) setResult({ state: 'CANCELLED', notice: texts.paymentCancelledUnsure });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [checkoutId]);
  return result;
}
