// Merging duplicate contacts (POST /api/customers/{id}/merge, PATCH /api/orders/{id}/merge): the
// duplicates' shoots, inquiries and waitlist entries move to the kept contact, its empty details
// are filled from them, and they are deleted, all in one transaction.
//
// The rows moved belong to the orders, inquiries and waitlist modules: their functions, handed in
// as `links`, move them inside the merge's transaction.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TCustomer } from '@studio/shared/customers/contracts';
import { messages } from '@studio/shared/messages';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { CustomerLinks } from './customer-links.ts';
import { presentCustomer, type CustomerRow } from './presenter.ts';
import { customers } from './schema.ts';
import { customerColumns } from './service.ts';

export type MergeInput = {
  businessId: string;
  customerId: string;
  duplicateIds: string[];
  links: CustomerLinks;
};

/** Details a kept contact takes from its duplicates when it has none of its own. */
const fillable = ['companyName', 'phone', 'location', 'leadSource'] as const;

/**
 * What the kept contact becomes: its own values where it has them, else the first duplicate's (in
 * the order the photographer chose them); notes are never dropped: the duplicates' notes are added
 * below its own. It is a contact since the earliest of them was created.
 */
export function mergedDetails(keep: CustomerRow, duplicates: CustomerRow[]) {
  const filled: Partial<Record<(typeof fillable)[number], string>> = {};
  for (const field of fillable) {
    if (keep[field].trim() !== '') continue;
    const value = duplicates.find((duplicate) => duplicate[field].trim() !== '')?.[field];
    if (value !== undefined) filled[field] = value;
  }
  const notes = [keep.note, ...duplicates.map((duplicate) => duplicate.note)]
    .map((note) => note.trim())
    .filter((note, index, all) => note !== '' && all.indexOf(note) === index);
  const createdAt = [keep, ...duplicates]
    .map((row) => row.createdAt)
    .reduce((earliest, date) => (date < earliest ? date : earliest));
  return { ...filled, note: notes.join('\n\n'), createdAt };
}

/**
 * Merges inside the caller's transaction. Every customer row involved is locked in id order, so
 * merges that touch the same contacts run one after the other and never deadlock; a duplicate
 * that a merge before this one already took answers 404 (nothing is half done). A shoot or
 * inquiry being created for a duplicate meanwhile either committed before the lock (and moves) or
 * waits, then finds the duplicate gone and makes or joins another contact by its email.
 */
export async function mergeCustomersIn(tx: Transaction, input: MergeInput): Promise<TCustomer> {
  const duplicateIds = [...new Set(input.duplicateIds)];
  if (duplicateIds.includes(input.customerId)) {
    throw AppError.validation('duplicateIds', messages.mergeIntoItself);
  }
  const ids = [input.customerId, ...duplicateIds];
  const locked = await tx
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.businessId, input.businessId), inArray(customers.id, ids)))
    .orderBy(asc(customers.id))
    .for('update');
  const byId = new Map(locked.map((row) => [row.id, row]));
  const keep = byId.get(input.customerId);
  const duplicates = duplicateIds.map((id) => byId.get(id));
  if (!keep || duplicates.some((row) => row === undefined)) {
    throw AppError.notFound(messages.customerNotFound);
  }
  const { businessId } = input;
  for (const moveRows of input.links.moveRows) {
    await moveRows(tx, { businessId, fromCustomerIds: duplicateIds, toCustomerId: keep.id });
  }
  await tx
    .delete(customers)
    .where(and(eq(customers.businessId, input.businessId), inArray(customers.id, duplicateIds)));
  const [row] = await tx
    .update(customers)
    .set({ ...mergedDetails(keep, duplicates as CustomerRow[]), updatedAt: new Date() })
    .where(and(eq(customers.id, keep.id), eq(customers.businessId, input.businessId)))
    .returning(customerColumns);
  if (!row) throw AppError.notFound(messages.customerNotFound);
  return presentCustomer(row);
}

export function mergeCustomers(db: Database, input: MergeInput): Promise<TCustomer> {
  return db.transaction((tx) => mergeCustomersIn(tx, input));
}
