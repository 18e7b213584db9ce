// Customers: a shoot's client joins the customer with the same email
// in the business, or becomes a new one; the photographer lists, searches, creates, edits and
// deletes contacts. emailKey (trimmed, lower-cased email) is unique per business.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TCustomer,
  TCustomerPage,
  TSaveCustomer,
  ZCustomerListQuery,
} from '@studio/shared/customers/contracts';
import { messages } from '@studio/shared/messages';
import type { Database, Executor } from '../../db/client.ts';
import { containsPattern, hasSearchTokens, searchQueryTokens } from '../../db/search-text.ts';
import { AppError } from '../../platform/errors.ts';
import type { CustomerLinks } from './customer-links.ts';
import { presentCustomer, presentCustomerListItem } from './presenter.ts';
import { customers } from './schema.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';

export type CustomerRow = typeof customers.$inferSelect;
type Tenant = { businessId: string };
type CustomerTarget = Tenant & { customerId: string };
type ListQuery = z.output<typeof ZCustomerListQuery>;

export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The business's customer with this email (case-insensitive), created from the client's details
 * when there is none. One statement: two shoots of a new client at once still make one customer.
 * An existing customer keeps its own name and phone (the contact page owns them).
 */
export async function findOrCreateCustomer(
  executor: Executor,
  input: { businessId: string; fullName: string; email: string; phone: string },
): Promise<CustomerRow> {
  const [row] = await executor
    .insert(customers)
    .values({
      businessId: input.businessId,
      fullName: input.fullName,
      email: input.email.trim(),
      emailKey: emailKeyOf(input.email),
      phone: input.phone,
    })
    .onConflictDoUpdate({
      target: [customers.businessId, customers.emailKey],
      // A no-op change so the existing row comes back from RETURNING.
      set: { updatedAt: sql`${customers.updatedAt}` },
    })
    .returning();
  if (!row) throw new Error('customer upsert returned nothing');
  return row;
}

/**
 * Records that the contact ticked the newsletter box now, in the caller's transaction (the one
 * that books or sends the inquiry and queues the newsletter signup).
 */
export async function recordNewsletterConsent(
  executor: Executor,
  input: { businessId: string; customerId: string },
): Promise<void> {
  await executor
    .update(customers)
    .set({ newsletterConsentAt: sql`now()` })
    .where(and(eq(customers.businessId, input.businessId), eq(customers.id, input.customerId)));
}

/** Every column but the generated search text (it never leaves the database). */
export const customerColumns = {
  id: customers.id,
  businessId: customers.businessId,
  fullName: customers.fullName,
  companyName: customers.companyName,
  email: customers.email,
  emailKey: customers.emailKey,
  phone: customers.phone,
  location: customers.location,
  note: customers.note,
  leadSource: customers.leadSource,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
  newsletterConsentAt: customers.newsletterConsentAt,
};

/**
 * The order of a list page. Each matches an index, so a page is an index range scan cut after
 * offset + size rows: name -> customers_business_name_idx (business_id, lower(full_name), id);
 * created -> customers_business_created_idx (business_id, created_at), ties by id.
 */
function orderOf(query: ListQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  if (query.sortBy === 'name') {
    return [direction(sql`lower(${customers.fullName})`), direction(customers.id)];
  }
  return [direction(customers.createdAt), direction(customers.id)];
}

/**
 * The business's contacts, a page at a time, with the total of the search. The search matches
 * part of the name, company, email or phone (or the phone's digits) without case or accents,
 * through the search index (db/search-text.ts).
 */
export async function listCustomers(
  db: Database,
  input: Tenant & { query: ListQuery },
): Promise<TCustomerPage> {
  const { query } = input;
  const conditions: SQL[] = [eq(customers.businessId, input.businessId)];
  if (query.search) {
    // Three letters or digits in a row give the search index something to read (db/search-text.ts);
    // shorter input is tested on the business's rows alone.
    if (/[\p{L}\p{N}]{3}/u.test(query.search)) {
      const tokens = searchQueryTokens(input.businessId, sql`search_key(${query.search})`, false);
      conditions.push(hasSearchTokens(tokens, customers));
    }
    conditions.push(sql`${customers.searchText} like search_key(${containsPattern(query.search)})`);
  }
  const where = and(...conditions);
  // Counted per row of the page only (50 probes of orders_customer_idx / inquiries_customer_idx).
  // Written by hand: drizzle leaves the columns of a one-table select unqualified, and inside
  // these subqueries "id" would be the order's.
  const shootCount = sql<number>`(select count(*) from orders o
    where o.customer_id = customers.id and o.business_id = ${input.businessId})::int`;
  const inquiryCount = sql<number>`(select count(*) from inquiries i
    where i.customer_id = customers.id and i.business_id = ${input.businessId}
      and i.deleted_at is null)::int`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: customers.id,
        fullName: customers.fullName,
        companyName: customers.companyName,
        email: customers.email,
        phone: customers.phone,
        location: customers.location,
        leadSource: customers.leadSource,
        createdAt: customers.createdAt,
        shootCount,
        inquiryCount,
      })
      .from(customers)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return {
    items: rows.map(presentCustomerListItem),
    total: totals[0]?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}

/** The tenant's customer row (locked for a change when asked), or 404. */
export async function findCustomerRow(
  executor: Executor,
  target: CustomerTarget,
  options: { lock?: boolean } = {},
) {
  const query = executor
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.id, target.customerId), eq(customers.businessId, target.businessId)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw AppError.notFound(messages.customerNotFound);
  return row;
}

/** Whether the tenant has this contact (a deleted contact's inquiries still name it). */
export async function customerExists(executor: Executor, target: CustomerTarget): Promise<boolean> {
  const [contact] = await executor
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, target.customerId), eq(customers.businessId, target.businessId)))
    .limit(1);
  return contact !== undefined;
}

/** The tenant's contact, or 404 (another business's id never answers). */
export async function getCustomer(executor: Executor, target: CustomerTarget): Promise<TCustomer> {
  return presentCustomer(await findCustomerRow(executor, target));
}

function columnsOf(customer: TSaveCustomer) {
  return {
    fullName: customer.fullName,
    companyName: customer.companyName,
    email: customer.email,
    emailKey: emailKeyOf(customer.email),
    phone: customer.phone,
    location: customer.location,
    note: customer.note,
    leadSource: customer.leadSource,
  };
}

function emailTaken(message: string): AppError {
  return new AppError('CONFLICT', message, { errors: [{ field: 'email', message }] });
}

/** A new contact; 409 (on the email field) when the business has one with this email. */
export async function createCustomer(
  executor: Executor,
  input: Tenant & { customer: TSaveCustomer },
): Promise<TCustomer> {
  // ON CONFLICT DO NOTHING rather than a caught error: a failed statement would spoil a caller's
  // transaction on PostgreSQL.
  const [row] = await executor
    .insert(customers)
    .values({ businessId: input.businessId, ...columnsOf(input.customer) })
    .onConflictDoNothing({ target: [customers.businessId, customers.emailKey] })
    .returning(customerColumns);
  if (!row) throw emailTaken(messages.customerEmailTaken);
  return presentCustomer(row);
}

/**
 * Replaces the contact's details. Its shoots keep the client details they were booked with (the
 * shoot page changes those). Another contact's email answers 409 with a message that offers
 * merging the two (POST /api/customers/{id}/merge).
 */
export async function updateCustomer(
  db: Database,
  input: CustomerTarget & { customer: TSaveCustomer },
): Promise<TCustomer> {
  try {
    const [row] = await db
      .update(customers)
      .set({ ...columnsOf(input.customer), updatedAt: new Date() })
      .where(and(eq(customers.id, input.customerId), eq(customers.businessId, input.businessId)))
      .returning(customerColumns);
    if (!row) throw AppError.notFound(messages.customerNotFound);
    return presentCustomer(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(messages.customerEmailTakenMerge);
    throw error;
  }
}

/**
 * Deletes a contact. One who has shoots is refused (409): shoots hold payments and history, and
 * point at their customer; merging is the way to tidy such a contact up. A contact with inquiries
 * only is deleted and the inquiries stay in the inquiry list as the client sent them (they carry
 * their own name, email and phone; their customerId then names no contact: it is not a foreign
 * key). Waitlist entries let go of the contact. The row is locked first, so a shoot booked for the
 * contact meanwhile is either counted here or, once the contact is gone, makes a new one.
 */
export async function deleteCustomer(
  db: Database,
  target: CustomerTarget & { links: CustomerLinks },
): Promise<void> {
  const { businessId, customerId, links } = target;
  await db.transaction(async (tx) => {
    await findCustomerRow(tx, { businessId, customerId }, { lock: true });
    const shootCount = await links.countShoots(tx, { businessId, customerId });
    if (shootCount > 0) throw new AppError('CONFLICT', messages.customerHasShoots(shootCount));
    for (const releaseRows of links.releaseRows) await releaseRows(tx, { businessId, customerId });
    await tx
      .delete(customers)
      .where(and(eq(customers.id, target.customerId), eq(customers.businessId, target.businessId)));
  });
}

/**
 * Deletes the named contacts of the business in the caller's transaction (removing demo data);
 * the caller has removed or kept their shoots first (a contact with shoots cannot go).
 */
export async function removeCustomers(
  tx: Executor,
  input: Tenant & { customerIds: readonly string[] },
): Promise<void> {
  if (input.customerIds.length === 0) return;
  await tx
    .delete(customers)
    .where(
      and(
        eq(customers.businessId, input.businessId),
        inArray(customers.id, [...input.customerIds]),
      ),
    );
}
