// The server's price for the current choice, asked again whenever the choice changes.
import { useEffect, useState } from 'react';
import type { TQuote } from '@studio/shared/booking/contracts';
import type { AddonChoice } from '../service/choice.ts';
import { paths, request } from '../api.ts';

export type QuoteInput = {
  businessSlug: string;
  serviceSlug: string;
  slotId: string | null;
  packageId: string | null;
  addons: readonly AddonChoice[];
  couponCode: string | null;
};

export function useQuote(input: QuoteInput): { quote: TQuote | null; isLoading: boolean } {
  const [state, setState] = useState<{ key: string; quote: TQuote | null }>({
    key: '',
    quote: null,
  });
  const { businessSlug, ...body } = input;
  const key = JSON.stringify(input);
  useEffect(() => {
    const controller = new AbortController();
    request<TQuote>('POST', paths.quote(businessSlug), body, controller.signal).then(
      (quote) => setState({ key, quote }),
      () => {
        // The price is a preview: without it the checkout still works and the server prices it.
        if (!controller.signal.aborted) setState((previous) => ({ key, quote: previous.quote }));
      },
    );
    return () => controller.abort();
    // key holds every input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { quote: state.quote, isLoading: state.key !== key };
}
