import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveTotal, type MovableInvoice } from './move-total.ts';

function apply(invoices: MovableInvoice[], difference: number): MovableInvoice[] {
  const move = moveTotal(invoices, difference);
  const moved = invoices.map((invoice) => {
    const change = move.changes.find((c) => c.id === invoice.id);
    const canceled = move.canceledIds.includes(invoice.id);
    return {
      ...invoice,
      total: change?.total ?? invoice.total,
      status: canceled ? ('CANCELED' as const) : invoice.status,
    };
  });
  if (move.newInvoiceTotal > 0) {
    moved.push({
      id: 'new',
      total: move.newInvoiceTotal,
      status: 'PENDING',
      dueDate: null,
      sortIndex: 99,
    });
  }
  return moved;
}

const sumLive = (invoices: MovableInvoice[]) =>
  invoices.filter((i) => i.status !== 'CANCELED').reduce((sum, i) => sum + i.total, 0);

const schedule: MovableInvoice[] = [
  { id: 'deposit', total: 3000, status: 'PAID', dueDate: '2026-03-01T00:00:00Z', sortIndex: 0 },
  {
    id: 'week-before',
    total: 4000,
    status: 'PENDING',
    dueDate: '2026-06-08T00:00:00Z',
    sortIndex: 1,
  },
  { id: 'after', total: 3000, status: 'PENDING', dueDate: '2026-06-20T00:00:00Z', sortIndex: 2 },
];

describe('moveTotal', () => {
  it('a decrease takes from the pending invoice due last first, then earlier ones', () => {
    const moved = apply(schedule, -5000);
    expect(moved.map((i) => [i.id, i.total, i.status])).toEqual([
      ['deposit', 3000, 'PAID'],
      ['week-before', 2000, 'PENDING'],
      ['after', 0, 'CANCELED'],
    ]);
  });

  it('then from paid invoices, never below 0', () => {
    const moved = apply(schedule, -8500);
    expect(moved.map((i) => [i.id, i.total, i.status])).toEqual([
      ['deposit', 1500, 'PAID'],
      ['week-before', 0, 'CANCELED'],
      ['after', 0, 'CANCELED'],
    ]);
    expect(moveTotal(schedule, -12_000).unapplied).toBe(2000);
  });

  it('an increase goes to the pending invoice due last, or a new pending invoice', () => {
    expect(moveTotal(schedule, 700).changes).toEqual([{ id: 'after', total: 3700 }]);
    const allPaid = schedule.map((i) => ({ ...i, status: 'PAID' as const }));
    expect(moveTotal(allPaid, 700)).toEqual({
      changes: [],
      canceledIds: [],
      newInvoiceTotal: 700,
      unapplied: 0,
    });
    expect(moveTotal([], 700).newInvoiceTotal).toBe(700);
  });

  it('an undated pending invoice counts as due last; cancelled invoices never move', () => {
    const invoices: MovableInvoice[] = [
      { id: 'undated', total: 100, status: 'PENDING', dueDate: null, sortIndex: 0 },
      { id: 'dated', total: 100, status: 'PENDING', dueDate: '2026-01-01T00:00:00Z', sortIndex: 1 },
      { id: 'gone', total: 500, status: 'CANCELED', dueDate: '2027-01-01T00:00:00Z', sortIndex: 2 },
    ];
    expect(moveTotal(invoices, 50).changes).toEqual([{ id: 'undated', total: 150 }]);
    expect(moveTotal(invoices, -150).changes).toEqual([
      { id: 'undated', total: 0 },
      { id: 'dated', total: 50 },
    ]);
  });

  it('property: the live invoices move by the difference exactly, never negative, integers', () => {
    const ZInvoice = fc.record({
      total: fc.integer({ min: 0, max: 1_000_000 }),
      status: fc.constantFrom('PAID' as const, 'PENDING' as const, 'CANCELED' as const),
      dueDate: fc.option(fc.integer({ min: 0, max: 2_000_000_000_000 }).map((ms) => new Date(ms))),
    });
    fc.assert(
      fc.property(
        fc.array(ZInvoice, { maxLength: 8 }),
        fc.integer({ min: -3_000_000, max: 3_000_000 }),
        (rows, difference) => {
          const invoices = rows.map((row, index) => ({
            ...row,
            id: `i${index}`,
            sortIndex: index,
          }));
          const before = sumLive(invoices);
          const move = moveTotal(invoices, difference);
          const moved = apply(invoices, difference);
          const expected = Math.max(0, before + difference);
          expect(sumLive(moved)).toBe(expected);
          expect(move.unapplied).toBe(Math.max(0, -(before + difference)));
          for (const invoice of moved) {
            expect(Number.isInteger(invoice.total)).toBe(true);
            expect(invoice.total).toBeGreaterThanOrEqual(0);
          }
          // Paid invoices are touched only once no pending one is left to take from.
          if (difference < 0) {
            const pendingLeft = moved.some((i) => i.status === 'PENDING' && i.total > 0);
            const paidTouched = move.changes.some(
              (c) => invoices.find((i) => i.id === c.id)?.status === 'PAID',
            );
            expect(pendingLeft && paidTouched).toBe(false);
          }
          // Cancelled invoices never move.
          for (const change of move.changes) {
            expect(invoices.find((i) => i.id === change.id)?.status).not.toBe('CANCELED');
          }
        },
      ),
    );
  });
});
