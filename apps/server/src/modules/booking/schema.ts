// The booking module's own table: a per-business version of everything the public availability
// answer is read from (slots, service dates, services). PostgreSQL keeps it itself: deferred
// triggers in migration 0005_availability_versions bump it in every transaction that writes those
// tables, whoever the writer is (this server, another instance, a migration, psql). The cached
// availability answers (availability-cache.ts) are checked against it on every request.
import { bigint, pgSequence, pgTable, uuid } from 'drizzle-orm/pg-core';

/** Versions are taken from one sequence: never reused, even if a business's row is deleted. */
export const availabilityVersionSeq = pgSequence('availability_version_seq');

export const availabilityVersions = pgTable('availability_versions', {
  /** No foreign key: the row may outlive its business harmlessly, and writes never wait on it. */
  businessId: uuid('business_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
