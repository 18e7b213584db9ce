// Moving a shoot's invoices when its grand total changes ("Deleting an add-on reduces the
// shoot fee and invoice totals, pending invoices first, then paid").

export type MovableInvoice = {
  id: string;
  total: number;
  status: 'PAID' | 'PENDING' | 'CANCELED';
  dueDate: Date | string | null;
  sortIndex: number;
};

export type TotalMove = {
  /** Invoices whose total changes, with their new total. */
  changes: { id: string; total: number }[];
  /** PENDING invoices brought down to 0: they leave the schedule (CANCELED). */
  canceledIds: string[];
  /** An increase with no PENDING invoice to take it: a new PENDING invoice of this total. */
  newInvoiceTotal: number;
  /** What could not be taken off (only when the decrease exceeds every invoice): normally 0. */
  unapplied: number;
};

function dueMs(invoice: MovableInvoice): number {
  // Without a due date the invoice falls due last (an undated shoot's payments).
  return invoice.dueDate === null ? Number.POSITIVE_INFINITY : new Date(invoice.dueDate).getTime();
}

/** Latest due first; equal dues: the later in the schedule first. */
function latestFirst(x: MovableInvoice, y: MovableInvoice): number {
  const byDue = dueMs(y) - dueMs(x);
  if (byDue !== 0 && !Number.isNaN(byDue)) return byDue;
  return y.sortIndex - x.sortIndex;
}

/**
 * Moves the invoices by a difference in minor units. A decrease takes from PENDING invoices,
 * latest due first, then from PAID ones in the same order (what the photographer would refund),
 * never below 0; a PENDING invoice brought to 0 is cancelled. An increase goes to the PENDING
 * invoice due last, or to a new PENDING invoice when none is pending. CANCELED invoices never move.
 */
export function moveTotal(invoices: readonly MovableInvoice[], difference: number): TotalMove {
  const move: TotalMove = { changes: [], canceledIds: [], newInvoiceTotal: 0, unapplied: 0 };
  const delta = Math.trunc(difference);
  if (delta === 0) return move;
  const pending = invoices.filter((i) => i.status === 'PENDING').sort(latestFirst);
  if (delta > 0) {
    const last = pending[0];
    if (last) move.changes.push({ id: last.id, total: last.total + delta });
    else move.newInvoiceTotal = delta;
    return move;
  }
  let left = -delta;
  const paid = invoices.filter((i) => i.status === 'PAID').sort(latestFirst);
  for (const invoice of [...pending, ...paid]) {
    if (left === 0) break;
    const taken = Math.min(left, Math.max(0, invoice.total));
    if (taken === 0) continue;
    left -= taken;
    const total = invoice.total - taken;
    move.changes.push({ id: invoice.id, total });
    if (total === 0 && invoice.status === 'PENDING') move.canceledIds.push(invoice.id);
  }
  move.unapplied = left;
  return move;
}
