// Rows of shoot_contracts and contract_events as the contracts the photographer sees.
import type {
  TContractEvent,
  TContractSealing,
  TShootContract,
} from '@studio/shared/contracts/contracts';
import type { contractEvents, shootContracts } from './schema.ts';

export type ContractRow = typeof shootContracts.$inferSelect;
export type EventRow = typeof contractEvents.$inferSelect;

/** A sealing that gave up after this many attempts waits for the photographer's Retry. */
export const SEAL_MAX_ATTEMPTS = 6;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function sealingOf(row: ContractRow): TContractSealing | null {
  const isSigned = row.state === 'CLIENT_SIGNED' || row.state === 'COUNTERSIGNED';
  const isDone = !row.isCountersignRequired || row.countersigner !== null;
  if (!isSigned || !isDone) return null;
  return {
    status: row.sealDueAt ? 'WAITING' : 'FAILED',
    attempts: row.sealAttempts,
    error: row.sealError,
    nextAttemptAt: iso(row.sealDueAt),
  };
}

export function presentEvent(row: EventRow): TContractEvent {
  return {
    type: row.type,
    at: row.at.toISOString(),
    actorName: row.actorName,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    detail: row.detail,
  };
}

export function presentShootContract(row: ContractRow, events: EventRow[]): TShootContract {
  return {
    id: row.id,
    orderId: row.orderId,
    templateId: row.templateId,
    name: row.name,
    state: row.state,
    isCountersignRequired: row.isCountersignRequired,
    contentSha256: row.contentSha256,
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    clientSignedAt: row.client?.signedAt ?? null,
    countersignedAt: row.countersigner?.signedAt ?? null,
    completedAt: iso(row.completedAt),
    voidedAt: iso(row.voidedAt),
    sealing: sealingOf(row),
    events: events.map(presentEvent),
  };
}
