// The server's price for the client's choice: lines, coupon, tax, total and what is due now (or,
// when the business takes no payments online, how the client will pay instead).
import type { TPriceBreakdown } from '@studio/shared/booking/contracts';
import { checkoutTerms } from '@studio/shared/booking/payment-terms';
import { formatMoney } from '@studio/shared/money';
import { Skeleton } from '../ui/skeleton.tsx';
import { texts } from '../texts.ts';

type Props = {
  breakdown: TPriceBreakdown | null;
  currency: string;
  taxMode: string;
  paysOnline: boolean;
};

export function PriceBreakdown({ breakdown, currency, taxMode, paysOnline }: Props) {
  const money = (minor: number) => formatMoney(minor, currency);
  if (!breakdown) {
    return (
      <div className="price" aria-busy="true">
        <Skeleton height={18} />
        <Skeleton height={18} width="70%" />
        <Skeleton height={24} width="50%" />
      </div>
    );
  }
  const terms = checkoutTerms({ total: breakdown.total, dueNow: breakdown.dueNow, paysOnline });
  return (
    <dl className="price" aria-label={texts.priceSummary}>
      {breakdown.lines.map((line, index) => (
        <div className="price__row" key={`${line.label}-${index}`}>
          <dt>{line.label}</dt>
          <dd>{money(line.amount)}</dd>
        </div>
      ))}
      {breakdown.couponDiscount > 0 && (
        <div className="price__row price__row--discount">
          <dt>{texts.coupon}</dt>
          <dd>−{money(breakdown.couponDiscount)}</dd>
        </div>
      )}
      {breakdown.tax > 0 && (
        <div className="price__row">
          <dt>{taxMode === 'INCLUDE' ? texts.taxIncluded : texts.tax}</dt>
          <dd>{money(breakdown.tax)}</dd>
        </div>
      )}
      <div className="price__row price__row--total">
        <dt>{texts.total}</dt>
        <dd>{money(breakdown.total)}</dd>
      </div>
      {terms.dueNow !== null && (
        <div className="price__row price__row--due">
          <dt>{texts.dueNow}</dt>
          <dd>{money(terms.dueNow)}</dd>
        </div>
      )}
      {terms.dueLater !== null && (
        <div className="price__row">
          <dt>{texts.dueLater}</dt>
          <dd>{money(terms.dueLater)}</dd>
        </div>
      )}
      {terms.offlineNote && (
        <div className="price__row price__row--note">
          <dt className="visually-hidden">{texts.payment}</dt>
          <dd>{terms.offlineNote}</dd>
        </div>
      )}
    </dl>
  );
}
