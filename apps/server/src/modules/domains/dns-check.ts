// The DNS check of a custom domain: the TXT record proves the business controls the hostname,
// and the CNAME (subdomain) or A record (apex) proves it points at this product. Lookups go
// through a resolver whose servers the configuration may name (DNS_SERVERS).
import { Resolver } from 'node:dns/promises';
import { getDomain } from 'tldts';
import { VERIFY_LABEL, VERIFY_VALUE_PREFIX } from '@studio/shared/domains/contracts';
import { domainMessages } from '@studio/shared/domains/messages';

/** Where a custom domain must point: the product's host (CNAME) or its public IPv4 (A). */
export type DomainTarget = { productHost: string; publicIpv4: string | undefined };

export type DnsOutcome =
  | { isVerified: true }
  /** isTransient: the DNS servers failed, which says nothing about the records. */
  | { isVerified: false; reason: string; isTransient: boolean };

/** Answers within seconds: a check runs inside a request (check now) and in the worker. */
const LOOKUP_TIMEOUT_MS = 2000;
const LOOKUP_TRIES = 2;

export function createDomainResolver(servers: string[] | undefined): Resolver {
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: LOOKUP_TRIES });
  if (servers) resolver.setServers(servers);
  return resolver;
}

/**
 * A registrable domain without a subdomain (example.com, example.co.uk): DNS allows no CNAME
 * there, so it takes an A record.
 */
export function isApexHostname(hostname: string): boolean {
  return getDomain(hostname) === hostname;
}

export function verificationRecordName(hostname: string): string {
  return `${VERIFY_LABEL}.${hostname}`;
}

export function verificationRecordValue(token: string): string {
  return `${VERIFY_VALUE_PREFIX}${token}`;
}

/** The name has no such record (NXDOMAIN or no data); any other error is the servers'. */
const missingCodes = new Set(['ENOTFOUND', 'ENODATA']);

class DnsUnreachable extends Error {}

async function lookup<T>(query: () => Promise<T[]>): Promise<T[]> {
  try {
    return await query();
  } catch (error) {
    if (missingCodes.has((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw new DnsUnreachable((error as Error).message);
  }
}

const withoutRootDot = (name: string) => name.toLowerCase().replace(/\.$/, '');

async function pointingProblem(
  resolver: Resolver,
  hostname: string,
  target: DomainTarget,
): Promise<string | null> {
  const { productHost, publicIpv4 } = target;
  if (isApexHostname(hostname)) {
    if (!publicIpv4) return domainMessages.aTargetUnknown;
    const addresses = await lookup(() => resolver.resolve4(hostname));
    if (addresses.includes(publicIpv4)) return null;
    return addresses.length === 0
      ? domainMessages.aMissing(hostname, publicIpv4)
      : domainMessages.aWrong(hostname, addresses.join(', '), publicIpv4);
  }
  const names = (await lookup(() => resolver.resolveCname(hostname))).map(withoutRootDot);
  if (names.includes(productHost)) return null;
  // DNS providers that flatten a CNAME answer with the target's address instead.
  if (publicIpv4 && names.length === 0) {
    const addresses = await lookup(() => resolver.resolve4(hostname));
    if (addresses.includes(publicIpv4)) return null;
  }
  return names.length === 0
    ? domainMessages.cnameMissing(hostname, productHost)
    : domainMessages.cnameWrong(hostname, names.join(', '), productHost);
}

/** Checks the records of one hostname; the first problem found is the reason. */
export async function checkDomainDns(
  resolver: Resolver,
  input: { hostname: string; token: string; target: DomainTarget },
): Promise<DnsOutcome> {
  const recordName = verificationRecordName(input.hostname);
  try {
    const texts = (await lookup(() => resolver.resolveTxt(recordName))).map((chunks) =>
      chunks.join('').trim(),
    );
    if (texts.length === 0) {
      return {
        isVerified: false,
        reason: domainMessages.txtMissing(recordName),
        isTransient: false,
      };
    }
    if (!texts.includes(verificationRecordValue(input.token))) {
      return { isVerified: false, reason: domainMessages.txtWrong(recordName), isTransient: false };
    }
    const problem = await pointingProblem(resolver, input.hostname, input.target);
    return problem
      ? { isVerified: false, reason: problem, isTransient: false }
      : { isVerified: true };
  } catch (error) {
    if (!(error instanceof DnsUnreachable)) throw error;
    return { isVerified: false, reason: domainMessages.dnsUnreachable, isTransient: true };
  }
}
