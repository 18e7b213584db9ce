import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchTextOf, searchTokensIndex } from '../../db/search-text.ts';

const DATE_RANGE_SQL = sql.raw(`'1899-12-31T00:00:00Z' and '2201-01-01T23:59:59Z'`);
import { businesses } from '../businesses/schema.ts';
import { customers } from '../customers/schema.ts';

export const orderStatusValues = ['ACTIVE', 'CANCELED'] as const;

/**
 * A shoot. Ids begin with 'O'. Money is minor units:
 * - totalFee: the shoot fee before coupon and tax (package price + add-ons, or what the
 *   photographer set), CHANGE_FEE edits it;
 * - grandTotal: what the client pays = pricing(totalFee, coupon, tax, tip); the invoices that are
 *   not CANCELED always add up to it;
 * - amountPaid and nextDueAt are kept by refreshOrderTotals() in the same transaction as every
 *   invoice change, so lists read the payment state without touching invoices.
 * The shoot's time is its slot's time (mini session: a slot of the service; full session: a slot
 * the order creates on its own service date), copied to startTime/durationMinutes for lists.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Services are soft-deleted, packages may be deleted: no foreign keys, snapshots kept. */
    serviceId: uuid('service_id').notNull(),
    packageId: uuid('package_id'),
    packageName: text('package_name'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    shootLocation: text('shoot_location').notNull().default(''),
    totalFee: integer('total_fee').notNull().default(0),
    couponId: uuid('coupon_id'),
    couponCode: text('coupon_code'),
    /**
     * The coupon's terms as redeemed (a percentage in basis points, or an amount): the discount
     * follows the fee when it changes, whatever becomes of the coupon itself. Null without one.
     */
    couponIsFixed: boolean('coupon_is_fixed'),
    couponAmount: integer('coupon_amount'),
    /** The coupon's discount on the current fee (couponDiscount of the shared pricing). */
    totalCouponDiscount: integer('total_coupon_discount').notNull().default(0),
    /** EXCLUDE | INCLUDE | NO_TAX and the rate in basis points, fixed when the shoot is created. */
    taxMode: text('tax_mode').notNull().default('NO_TAX'),
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    totalTip: integer('total_tip').notNull().default(0),
    grandTotal: integer('grand_total').notNull().default(0),
    amountPaid: integer('amount_paid').notNull().default(0),
    /** Due date of the earliest PENDING invoice; null when none is pending. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    isSendEmail: boolean('is_send_email').notNull().default(false),
    note: text('note').notNull().default(''),
    /** Booking questionnaire answers as the client gave them: [{ fieldId, label, type, value }]. */
    answers: jsonb('answers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The IANA time zone the client booked from (their browser's), so their emails can also give
     * the shoot's time as it reads to them; null when not known (a shoot the owner made).
     */
    clientTimeZone: text('client_time_zone'),
    /** OWNER (the shoot form) or CLIENT (a public booking page). */
    source: text('source').notNull().default('OWNER'),
    status: text('status', { enum: orderStatusValues }).notNull().default('ACTIVE'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's name, email and phone, lower-cased without accents, for global search. */
    searchText: searchTextOf('full_name', 'email', 'phone'),
  },
  (t) => [
    // Global search (modules/search): trigrams of search_text keyed by the business
    // (db/search-text.ts), so a search reads this business's matches only.
    searchTokensIndex('orders_search_idx', t.businessId, t.searchText),
    // Home lists: upcoming by start time (undated last, by creation), past newest first.
    index('orders_business_start_idx')
      .on(t.businessId, t.startTime, t.createdAt)
      .where(sql`status = 'ACTIVE'`),
    // Undated shoots ("No set date"), oldest first.
    index('orders_business_undated_idx')
      .on(t.businessId, t.createdAt, t.id)
      .where(sql`status = 'ACTIVE' and start_time is null`),
    index('orders_business_due_idx')
      .on(t.businessId, t.nextDueAt)
      .where(sql`status = 'ACTIVE'`),
    index('orders_business_created_idx').on(t.businessId, t.createdAt),
    index('orders_customer_idx').on(t.customerId),
    index('orders_service_idx').on(t.serviceId),
  ],
);

/** An add-on of a shoot: a snapshot of the service's add-on (name, fee) with a quantity. */
export const orderAddons = pgTable(
  'order_addons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The service's add-on it came from; null once that add-on is deleted. */
    addonId: uuid('addon_id'),
    name: text('name').notNull(),
    fee: integer('fee').notNull(),
    quantity: integer('quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_addons_order_idx').on(t.orderId, t.createdAt)],
);

export const invoiceStatusValues = ['PAID', 'PENDING', 'CANCELED'] as const;

/** One payment of a shoot's schedule. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: invoiceStatusValues }).notNull().default('PENDING'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    paymentMilestone: text('payment_milestone').notNull(),
    dueInterval: integer('due_interval').notNull().default(1),
    intervalUnit: text('interval_unit').notNull().default('DAYS'),
    /** The schedule entry it came from: minor units when fixed, basis points otherwise. */
    amount: integer('amount').notNull(),
    isFixed: boolean('is_fixed').notNull(),
    emailStatus: text('email_status').notNull().default('NEW'),
    sentDate: timestamp('sent_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_order_idx').on(t.orderId, t.sortIndex),
    index('invoices_business_due_idx').on(t.businessId, t.status, t.dueDate),
    // The payment reminders' scan: pending invoices of every business due around now.
    index('invoices_pending_due_idx')
      .on(t.dueDate)
      .where(sql`status = 'PENDING' and due_date is not null`),
    // Dates owners type stay within the range every date input accepts (DATE_MIN..DATE_MAX of
    // the shared validation, a day wider for UTC offsets): outside it the database drivers do
    // not read them back (year 17 reads as an invalid date, year 1 as 2001).
    check('invoices_due_date_range', sql`${t.dueDate} between ${DATE_RANGE_SQL}`),
    check('invoices_paid_at_range', sql`${t.paidAt} between ${DATE_RANGE_SQL}`),
  ],
);

/** What happened to a shoot, by whom, with what changed. */
export const orderActivities = pgTable(
  'order_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The account that acted; null for the client (public booking) or the system. */
    actorAccountId: uuid('actor_account_id'),
    actorName: text('actor_name').notNull(),
    /** { summary: string, changes: [{ field, from, to }] } */
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_activities_order_idx').on(t.orderId, t.createdAt)],
);
