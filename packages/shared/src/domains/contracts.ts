// Custom domains: the requests and answers of /api/business-domains, and the hostname rules.
import { z } from 'zod';
import { domainMessages } from './messages.ts';

export const HOSTNAME_MAX = 253;
export const HOSTNAME_LABEL_MAX = 63;
/** A business connects its apex and www, perhaps an old address or two: more is a mistake. */
export const CUSTOM_DOMAINS_MAX = 5;
/** The TXT record's name is this label before the hostname; its value is the prefix and the token. */
export const VERIFY_LABEL = '_studio-verify';
export const VERIFY_VALUE_PREFIX = 'studio-verify=';

export const customDomainStates = ['PENDING', 'VERIFIED', 'ACTIVE', 'FAILED'] as const;
export type TCustomDomainState = (typeof customDomainStates)[number];

/**
 * How a typed domain is compared and stored: trimmed, lower-case, without a pasted scheme, path
 * or port, without the root's trailing dot ('https://WWW.Example.com/' -> 'www.example.com'), and
 * in its ASCII form.
 */
export function normalizeHostname(value: string): string {
  const hostname = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  return isAscii(hostname) ? hostname : punycode(hostname);
}

// eslint-disable-next-line no-control-regex -- the ASCII range itself
const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

/**
 * A name with letters beyond ASCII (bücher.de) as DNS stores it (xn--bcher-kva.de): the URL
 * parser converts it, in browsers and in Node alike. One it cannot parse is left to the rules.
 */
function punycode(hostname: string): string {
  try {
    return new URL(`http://${hostname}`).hostname;
  } catch {
    return hostname;
  }
}

const labelPattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/** The first rule a normalized hostname breaks, in its message; null when it is a real hostname. */
export function hostnameError(hostname: string): string | null {
  if (hostname === '') return domainMessages.hostnameRequired;
  if (hostname.length > HOSTNAME_MAX) return domainMessages.hostnameTooLong;
  if (!hostname.includes('.')) return domainMessages.hostnameNeedsDot;
  const labels = hostname.split('.');
  if (labels.some((label) => label.length > HOSTNAME_LABEL_MAX)) {
    return domainMessages.hostnameLabelTooLong;
  }
  if (!labels.every((label) => labelPattern.test(label))) return domainMessages.hostnameFormat;
  // A top-level domain is never all digits: this is an IP address, not a name.
  if (/^\d+$/.test(labels.at(-1) ?? '')) return domainMessages.hostnameFormat;
  return null;
}

/** Whether the hostname is the product's host or under it (never a business's custom domain). */
export function isUnderHost(hostname: string, productHost: string): boolean {
  const host = productHost.toLowerCase();
  return hostname === host || hostname.endsWith(`.${host}`);
}

export const ZHostname = z
  .string({ error: domainMessages.hostnameRequired })
  .max(HOSTNAME_MAX * 2, domainMessages.hostnameTooLong)
  .transform(normalizeHostname)
  .superRefine((hostname, context) => {
    const error = hostnameError(hostname);
    if (error) context.addIssue({ code: 'custom', message: error });
  })
  // A full domain of letters, digits and hyphens (www.example.com); an address such as
  // https://www.example.com/ is also read, as its domain.
  .meta({
    pattern: `^(?=.{1,${HOSTNAME_MAX}}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$`,
  });

export const ZCustomDomainRequest = z.object({ domain: ZHostname });
export type TCustomDomainRequest = z.input<typeof ZCustomDomainRequest>;

/** The query of the DNS check and of removing: the hostname as stored (normalized again). */
export const ZCustomDomainQuery = z.object({ domain: ZHostname });

/** GET validate-domain: the business's product domain (its slug), as typed. */
export const ZValidateDomainQuery = z.object({ domain: z.string().max(HOSTNAME_MAX).default('') });

export const ZValidateDomainResponse = z.object({
  isValid: z.boolean(),
  message: z.string().optional(),
});
export type TValidateDomainResponse = z.infer<typeof ZValidateDomainResponse>;

export const dnsRecordTypes = ['A', 'CNAME', 'TXT'] as const;

export const ZDnsRecord = z.object({
  type: z.enum(dnsRecordTypes),
  /** The full name of the record (some DNS providers want only the part before the zone). */
  name: z.string(),
  /** What the record must hold; null when the server does not know it (see note). */
  value: z.string().nullable(),
  note: z.string().nullable(),
});
export type TDnsRecord = z.infer<typeof ZDnsRecord>;

export const ZCustomDomain = z.object({
  domain: z.string(),
  businessId: z.string(),
  state: z.enum(customDomainStates),
  /** ACTIVE: the site answers on it and TLS certificates are issued for it. */
  isActive: z.boolean(),
  /** A domain without a subdomain (example.com) takes an A record; others a CNAME. */
  isApex: z.boolean(),
  /** Why the last check did not verify it (PENDING, FAILED); null once verified. */
  failureReason: z.string().nullable(),
  lastCheckedDate: z.string().nullable(),
  nextCheckDate: z.string().nullable(),
  createdDate: z.string(),
  records: z.array(ZDnsRecord),
});
export type TCustomDomain = z.infer<typeof ZCustomDomain>;

export const ZBusinessDomains = z.object({
  /** The business's product domain: its slug, in /book/{domain}. */
  domain: z.string(),
  /** Where its public booking page is on the product's host. */
  productUrl: z.string(),
  /** The product's host, which a CNAME points at. */
  productHost: z.string(),
  customDomains: z.array(ZCustomDomain),
});
export type TBusinessDomains = z.infer<typeof ZBusinessDomains>;
