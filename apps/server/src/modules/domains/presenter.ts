import type { TCustomDomain, TDnsRecord } from '@studio/shared/domains/contracts';
import { domainMessages } from '@studio/shared/domains/messages';
import {
  isApexHostname,
  verificationRecordName,
  verificationRecordValue,
  type DomainTarget,
} from './dns-check.ts';
import type { businessDomains } from './schema.ts';

export type BusinessDomainRow = typeof businessDomains.$inferSelect;

/** The records the owner adds at their DNS provider: where it points, and the proof. */
export function recordsOf(row: BusinessDomainRow, target: DomainTarget): TDnsRecord[] {
  const pointing: TDnsRecord = isApexHostname(row.hostname)
    ? {
        type: 'A',
        name: row.hostname,
        value: target.publicIpv4 ?? null,
        note: target.publicIpv4 ? null : domainMessages.aTargetUnknown,
      }
    : { type: 'CNAME', name: row.hostname, value: target.productHost, note: null };
  return [
    pointing,
    {
      type: 'TXT',
      name: verificationRecordName(row.hostname),
      value: verificationRecordValue(row.verificationToken),
      note: null,
    },
  ];
}

export function presentCustomDomain(row: BusinessDomainRow, target: DomainTarget): TCustomDomain {
  return {
    domain: row.hostname,
    businessId: row.businessId,
    state: row.state,
    isActive: row.state === 'ACTIVE',
    isApex: isApexHostname(row.hostname),
    failureReason: row.failureReason,
    lastCheckedDate: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckDate: row.nextCheckAt?.toISOString() ?? null,
    createdDate: row.createdAt.toISOString(),
    records: recordsOf(row, target),
  };
}
