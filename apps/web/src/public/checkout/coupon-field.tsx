// The coupon code with its Apply button; the server checks it (through the quote).
import { useState } from 'react';
import { describedBy, FieldFrame } from '../ui/form-field.tsx';
import { texts } from '../texts.ts';

type Props = {
  applied: string | null;
  error: string | undefined;
  isChecking: boolean;
  onApply: (code: string | null) => void;
};

export function CouponField({ applied, error, isChecking, onApply }: Props) {
  const [code, setCode] = useState(applied ?? '');
  const id = 'checkout-coupon';
  return (
    <FieldFrame id={id} label={texts.couponCode} error={error}>
      <div className="inline-field">
        <input
          className="input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the coupon instead of submitting the booking.
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply(code.trim() || null);
            }
          }}
          {...describedBy(id, error)}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={isChecking || code.trim() === ''}
          onClick={() => onApply(code.trim() || null)}
        >
          {texts.apply}
        </button>
      </div>
      {applied && !error && (
        <p className="field__success" role="status">
          {texts.couponApplied(applied)}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setCode('');
              onApply(null);
            }}
          >
            {texts.removeCoupon}
          </button>
        </p>
      )}
    </FieldFrame>
  );
}
