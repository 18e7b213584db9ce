import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TContractEventType, TContractState } from '@studio/shared/contracts/contracts';
import type { SignatureMark } from './signature-mark.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A contract of a shoot. Until it is sent its content follows the template (null here); sending
 * fixes the content, filled with the shoot's values, and its SHA-256: what the client signs is
 * exactly that, and a later edit of the template changes nothing sent. To change a sent contract
 * the photographer voids it and sends a new one.
 *
 * Each party's signing record lives on the row (the client's, then the photographer's when
 * countersigning is on); the audit trail is contract_events. Once every party signed, seal_due_at
 * queues the sealed PDF (the sealer claims due rows with SKIP LOCKED and retries with back-off).
 */
export const shootContracts = pgTable(
  'shoot_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    /** Orders are never deleted (cancelled at most); no foreign key across modules. */
    orderId: text('order_id').notNull(),
    templateId: uuid('template_id'),
    /** Prepared from the shoot's service (one per template) rather than added by hand. */
    isFromService: boolean('is_from_service').notNull().default(false),
    sortIndex: integer('sort_index').notNull().default(0),
    name: text('name').notNull(),
    content: text('content'),
    contentSha256: text('content_sha256'),
    state: text('state').$type<TContractState>().notNull().default('NOT_SENT'),
    isCountersignRequired: boolean('is_countersign_required').notNull().default(false),
    /** Who the signing link was sent to, as sent. */
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    client: jsonb('client').$type<SigningRecord>(),
    countersigner: jsonb('countersigner').$type<SigningRecord>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    sealDueAt: timestamp('seal_due_at', { withTimezone: true }),
    sealAttempts: integer('seal_attempts').notNull().default(0),
    sealError: text('seal_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shoot_contracts_order_idx').on(t.businessId, t.orderId, t.sortIndex),
    index('shoot_contracts_state_idx').on(t.businessId, t.state),
    // A shoot gets each of its service's contracts once, however often it is prepared; one
    // removed or voided stays so (a new copy is added by hand).
    uniqueIndex('shoot_contracts_service_template_idx')
      .on(t.orderId, t.templateId)
      .where(sql`${t.isFromService}`),
    index('shoot_contracts_seal_due_idx')
      .on(t.sealDueAt)
      .where(sql`${t.sealDueAt} is not null`),
  ],
);

/** What one party did to sign, recorded when they signed. */
export type SigningRecord = {
  fullName: string;
  email: string;
  signature: SignatureMark;
  ipAddress: string;
  userAgent: string;
  viewedAt: string;
  consentedAt: string | null;
  signedAt: string;
  signedContentSha256: string;
};

export const contractEvents = pgTable(
  'contract_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of writing: events of one instant (sealed, then emailed) keep their order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    businessId: uuid('business_id').notNull(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => shootContracts.id, { onDelete: 'cascade' }),
    type: text('type').$type<TContractEventType>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorName: text('actor_name'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    detail: text('detail'),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.at, t.seq)],
);

/** The sealed PDF of a completed contract, kept apart so lists never read its bytes. */
export const contractDocuments = pgTable('contract_documents', {
  contractId: uuid('contract_id')
    .primaryKey()
    .references(() => shootContracts.id, { onDelete: 'cascade' }),
  businessId: uuid('business_id').notNull(),
  pdf: bytea('pdf').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The signature a photographer adopted once, used for every countersignature. */
export const adoptedSignatures = pgTable('adopted_signatures', {
  accountId: uuid('account_id').primaryKey(),
  fullName: text('full_name').notNull(),
  mark: jsonb('mark').$type<SignatureMark>().notNull(),
  adoptedAt: timestamp('adopted_at', { withTimezone: true }).notNull().defaultNow(),
});
