// The shoot fee increase that makes the grand total grow by a wanted amount (an extra invoice):
// with tax excluded the fee grows by the pre-tax part; a coupon larger than the fee absorbs part.
import { MONEY_MAX_MINOR } from '../orders/requests.ts';

/**
 * The smallest fee increase whose grand total grows by at least `wanted`, and by how much it
 * grows then (`wanted` itself, or one minor unit more where tax rounding skips a value).
 * `totalOf` is the grand total as a function of the fee (non-decreasing, as orderPrice is).
 */
export function feeIncreaseForTotal(
  totalOf: (fee: number) => number,
  fee: number,
  wanted: number,
): { feeIncrease: number; totalIncrease: number } {
  const base = totalOf(fee);
  if (wanted <= 0) return { feeIncrease: 0, totalIncrease: 0 };
  let low = 0;
  let high = Math.max(wanted, 1);
  while (totalOf(fee + high) - base < wanted && high < MONEY_MAX_MINOR * 4) high *= 2;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (totalOf(fee + middle) - base >= wanted) high = middle;
    else low = middle + 1;
  }
  return { feeIncrease: low, totalIncrease: totalOf(fee + low) - base };
}

/**
 * The smallest fee decrease whose grand total falls by at least `wanted` (an invoice cancelled:
 * its amount is waived), and by how much it falls then; never below a fee of 0, so a coupon or
 * the tip can leave it short of `wanted`.
 */
export function feeDecreaseForTotal(
  totalOf: (fee: number) => number,
  fee: number,
  wanted: number,
): { feeDecrease: number; totalDecrease: number } {
  const base = totalOf(fee);
  if (wanted <= 0 || fee <= 0) return { feeDecrease: 0, totalDecrease: 0 };
  let low = 0;
  let high = fee;
  if (base - totalOf(0) < wanted) return { feeDecrease: fee, totalDecrease: base - totalOf(0) };
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (base - totalOf(fee - middle) >= wanted) high = middle;
    else low = middle + 1;
  }
  return { feeDecrease: low, totalDecrease: base - totalOf(fee - low) };
}
