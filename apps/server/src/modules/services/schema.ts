import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/** A service: mini session (1), full session (2) or bundle (3). */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Per-business running number shown to the photographer and used by "sort by number". */
    number: integer('number').notNull(),
    kind: integer('kind').notNull(),
    name: text('name').notNull(),
    /** Public URL part, unique in the business (client booking pages). */
    slug: text('slug').notNull(),
    color: text('color').notNull(),
    description: text('description').notNull().default(''),
    note: text('note').notNull().default(''),
    /** EXCLUDE | INCLUDE | NO_TAX. */
    taxMode: text('tax_mode').notNull().default('NO_TAX'),
    /** Sales tax in basis points (700 = 7%) when it differs from the business default; null = default. */
    taxRateBps: integer('tax_rate_bps'),
    feeCollectionMethod: text('fee_collection_method').notNull().default('FULL_AT_BOOKING'),
    /** Payment schedule entries: milestone, amount, isFixed, dueInterval, intervalUnit. */
    paymentSchedule: jsonb('payment_schedule')
      .notNull()
      .default(sql`'[]'::jsonb`),
    isPrivate: boolean('is_private').notNull().default(false),
    isPaused: boolean('is_paused').notNull().default(false),
    /** Reservation / booking expiry in months; 0 = forever. */
    expiryMonths: integer('expiry_months').notNull().default(0),
    /** Duration and buffer (minutes) used for full sessions' bookable times. */
    durationMinutes: integer('duration_minutes').notNull().default(60),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** Gallery images: ordered list of { fileId, url, width, height }. */
    gallery: jsonb('gallery')
      .notNull()
      .default(sql`'[]'::jsonb`),
    availabilityTemplateId: uuid('availability_template_id'),
    bookingQuestionnaireTemplateId: uuid('booking_questionnaire_template_id'),
    inquiryTemplateId: uuid('inquiry_template_id'),
    flowTaskListTemplateId: uuid('flow_task_list_template_id'),
    isAfterBookingQuestionnaire: boolean('is_after_booking_questionnaire').notNull().default(false),
    /** Clients may cancel or move their booking from the manage link, up to the notice below. */
    allowClientChanges: boolean('allow_client_changes').notNull().default(false),
    clientChangeNoticeHours: integer('client_change_notice_hours').notNull().default(48),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_business_created_idx').on(t.businessId, t.createdAt),
    index('services_business_name_idx').on(t.businessId, t.name),
    // The list sorted by name, case-insensitive, without a sort step.
    index('services_business_lower_name_idx')
      .on(t.businessId, sql`lower(${t.name})`, t.number)
      .where(sql`deleted_at is null`),
    // Lists leave out shoots of deleted services: usually none, found without reading the rest.
    index('services_business_deleted_idx')
      .on(t.businessId)
      .where(sql`deleted_at is not null`),
    uniqueIndex('services_business_number_unique').on(t.businessId, t.number),
    uniqueIndex('services_business_slug_unique').on(t.businessId, t.slug),
  ],
);
