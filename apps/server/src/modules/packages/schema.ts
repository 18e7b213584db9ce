import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { services } from '../services/schema.ts';

/** A priced package of a service. Money in minor units. */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('STANDARD'),
    totalFee: integer('total_fee').notNull(),
    shootDurationMinutes: integer('shoot_duration_minutes').notNull().default(60),
    shootLocation: text('shoot_location').notNull().default(''),
    /** { amount (minor units or basis points), isFixed, startDate, endDate, maxSlots } or null. */
    discount: jsonb('discount'),
    /** How many bookings used the discount; raised atomically by bookings. */
    discountUsedCount: integer('discount_used_count').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    premiumFee: integer('premium_fee').notNull().default(0),
    isReservation: boolean('is_reservation').notNull().default(false),
    reservationDiscount: integer('reservation_discount').notNull().default(0),
    parentId: uuid('parent_id'),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packages_service_idx').on(t.serviceId, t.sortIndex),
    index('packages_business_idx').on(t.businessId),
  ],
);

/** An add-on a client may add to a booking. */
export const addons = pgTable(
  'addons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fee: integer('fee').notNull(),
    maxQuantity: integer('max_quantity').notNull().default(1),
    parentId: uuid('parent_id'),
    sortIndex: integer('sort_index').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addons_service_idx').on(t.serviceId, t.sortIndex),
    index('addons_business_name_idx').on(t.businessId, t.name),
  ],
);
