// The address a rate limit counts a request against, and how far X-Forwarded-For is believed.
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * The key every per-address limit uses for this request: IPv4 as it is, an IPv4-mapped IPv6
 * address as its IPv4, any other IPv6 address as its /64 network. One household, phone or server
 * gets a whole /64 and can pick any address in it, so counting single IPv6 addresses would give
 * one client 2^64 fresh allowances.
 *
 * `request.ip` is the socket's peer, or, behind trusted proxies (TRUST_PROXY), the address the
 * last trusted proxy saw: a client's own X-Forwarded-For entries never decide it.
 */
export function clientAddress(request: FastifyRequest): string {
  return addressKey(request.ip);
}

export function addressKey(ip: string): string {
  // A zone index (fe80::1%eth0) names the local interface, not the client.
  const bare = ip.split('%')[0] ?? ip;
  if (!ipaddr.isValid(bare)) return bare;
  const address = ipaddr.process(bare);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `${network.toString()}/64`;
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: false (the socket's peer is the client), a number
 * of proxy hops in front of the app, or the proxies' addresses and CIDR ranges (comma-separated).
 * Trusting every hop ('true' in Fastify) would let any client name its own address in
 * X-Forwarded-For and start every rate limit afresh; 'true' is read as one hop, the usual single
 * load balancer, and a warning says so at start.
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(value: string): { trustProxy: TrustProxy; warning?: string } {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return { trustProxy: false };
  if (text === 'true') {
    return {
      trustProxy: 1,
      warning:
        'TRUST_PROXY=true is read as one proxy hop (TRUST_PROXY=1): only the address your load ' +
        'balancer saw is believed. Set the number of hops or the proxies’ addresses to be explicit.',
    };
  }
  if (/^\d+$/.test(text)) return { trustProxy: Number(text) };
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be false, a number of proxy hops, or proxy addresses/CIDRs separated by commas; not: ${invalid.join(', ') || text}`,
    );
  }
  return { trustProxy: entries };
}

/**
 * The setting as Fastify's trustProxy option: a hop count becomes the function Fastify itself
 * makes of a number (its type declarations do not list numbers).
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

function isAddressOrRange(entry: string): boolean {
  if (ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}
