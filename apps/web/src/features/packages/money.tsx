// Money in forms: major units in the input, minor units in the request, the shared rules in between.
import type { FormRule } from 'antd';
import { InputNumber, type InputNumberProps } from 'antd';
import type { z } from 'zod';
import { messages } from '@studio/shared/messages';
import { currencyLocale, fromMinor, toMinor } from '@studio/shared/money';

/** The currency's symbol as the business's locale writes it ('€', '$', 'CHF'). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(currencyLocale(currency), {
    style: 'currency',
    currency,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** The minor units of an input's value; undefined when empty, NaN when not a money amount. */
export function inputToMinor(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  try {
    return toMinor(typeof value === 'number' ? value : String(value));
  } catch {
    return Number.NaN;
  }
}

export function minorToInput(minor: number | null | undefined): number | null {
  return minor === null || minor === undefined ? null : fromMinor(minor);
}

/** Runs a minor-units schema on a major-units input, with the schema's own messages. */
export function moneyRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const minor = inputToMinor(value);
      if (Number.isNaN(minor)) throw new Error(messages.money);
      const result = await schema.safeParseAsync(minor);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? messages.money);
    },
  };
}

type MoneyInputProps = Omit<InputNumberProps<number>, 'prefix' | 'precision'> & {
  currency: string;
};

/**
 * A number input in the business currency, two decimals. No min: a negative amount gets its
 * message.
 */
export function MoneyInput({ currency, ...props }: MoneyInputProps) {
  return (
    <InputNumber<number>
      {...props}
      prefix={currencySymbol(currency)}
      precision={2}
      inputMode="decimal"
      style={{ width: '100%', ...props.style }}
    />
  );
}
