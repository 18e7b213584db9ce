import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { services } from '../services/schema.ts';

/** A day of a mini session, at one location; its slots hang below it. */
export const serviceDates = pgTable(
  'service_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** Local calendar date in the business time zone, YYYY-MM-DD. */
    date: text('date').notNull(),
    location: text('location').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_dates_service_idx').on(t.serviceId, t.date),
    index('service_dates_business_idx').on(t.businessId, t.date),
  ],
);

export const slotStatusValues = ['AVAILABLE', 'BOOKED', 'BOOKING', 'SHOOTED'] as const;

/** A bookable time of a mini session date. Status changes are atomic conditional updates. */
export const slots = pgTable(
  'slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    serviceDateId: uuid('service_date_id')
      .notNull()
      .references(() => serviceDates.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: slotStatusValues }).notNull().default('AVAILABLE'),
    /** While status is BOOKING: the hold ends at this time. */
    lockoutEnd: timestamp('lockout_end', { withTimezone: true }),
    /** While a client holds the slot: sha-256 of the hold token only that client has. */
    holdTokenHash: text('hold_token_hash'),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Extra fee of a premium slot, minor units. */
    premiumFee: integer('premium_fee').notNull().default(0),
    isReservation: boolean('is_reservation').notNull().default(false),
    isBreakTime: boolean('is_break_time').notNull().default(false),
    /** The order (shoot) occupying the slot; orders arrive with the shoots module. */
    orderId: text('order_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('slots_date_idx').on(t.serviceDateId, t.startTime),
    index('slots_service_idx').on(t.serviceId, t.startTime),
    index('slots_business_time_idx').on(t.businessId, t.startTime),
    index('slots_order_idx').on(t.orderId),
    // The hold sweeper finds expired holds without reading the rest.
    index('slots_holds_idx')
      .on(t.lockoutEnd)
      .where(sql`status = 'BOOKING'`),
  ],
);
