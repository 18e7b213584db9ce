// Helpers of the shoot money tests: the totals invariant.
import { expect } from 'vitest';
import type { TOrder } from '@studio/shared/orders/contracts';

/** The kept totals agree with the invoices: the model's invariant. */
export function expectConsistent(order: TOrder): void {
  const live = order.invoices.filter((i) => i.paymentStatus !== 'CANCELED');
  expect(
    live.reduce((sum, i) => sum + i.total, 0),
    'non-cancelled invoices = grandTotal',
  ).toBe(order.grandTotal);
  const paid = order.invoices.filter((i) => i.paymentStatus === 'PAID');
  expect(order.amountPaid).toBe(paid.reduce((sum, i) => sum + i.total, 0));
  expect(order.balanceDue).toBe(order.grandTotal - order.amountPaid);
  for (const invoice of order.invoices) {
    expect(Number.isInteger(invoice.total)).toBe(true);
    expect(invoice.total).toBeGreaterThanOrEqual(0);
  }
  if (order.amountPaid >= order.grandTotal) expect(order.paymentState).toBe(1);
  else expect([2, 3, 4]).toContain(order.paymentState);
}

/** An answer that must be a shoot: 200, consistent. */
export function shootOf(answer: { status: number; body: unknown }): TOrder {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const order = answer.body as TOrder;
  expectConsistent(order);
  return order;
}
