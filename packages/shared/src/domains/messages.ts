// The texts of custom domains (the business's own hostnames for its public site), word for word.
export const domainMessages = {
  hostnameRequired: 'Please enter a domain, such as www.example.com',
  hostnameTooLong: 'A domain must be at most 253 characters long',
  hostnameNeedsDot: 'Please enter the full domain, such as www.example.com',
  hostnameLabelTooLong: 'Each part of a domain must be at most 63 characters long',
  hostnameFormat: 'Please enter the correct domain format',
  hostnameIsProduct: (productHost: string) =>
    `Addresses under ${productHost} are the product's own: connect a domain you own`,
  hostnameTaken: 'This domain is already connected to another business',
  verifiedByAnother:
    'Another business verified this domain first with its own TXT record. If the domain is yours, replace that TXT record with the one shown here, ask the other business to remove the domain, then check again',
  hostnameNotConnected: 'This domain is not connected to your business',
  hostnameNotServed: 'No live site is connected to this domain',
  tooManyDomains: (max: number) => `A business can connect at most ${max} domains`,
  notVerifiedYet: (reason: string | null) =>
    reason
      ? `This domain is not verified yet: ${reason}`
      : 'This domain is not verified yet: add the DNS records, then check again',
  // Why a DNS check did not verify the domain.
  txtMissing: (name: string) => `The TXT record ${name} was not found`,
  txtWrong: (name: string) =>
    `The TXT record ${name} was found but does not hold this domain's verification value`,
  cnameMissing: (hostname: string, target: string) =>
    `The CNAME record of ${hostname} was not found: it should point to ${target}`,
  cnameWrong: (hostname: string, found: string, target: string) =>
    `The CNAME record of ${hostname} points to ${found}, not to ${target}`,
  aMissing: (hostname: string, target: string) =>
    `The A record of ${hostname} was not found: it should point to ${target}`,
  aWrong: (hostname: string, found: string, target: string) =>
    `The A record of ${hostname} points to ${found}, not to ${target}`,
  aTargetUnknown:
    "The server's public IPv4 address is not configured yet, so a domain without www cannot be connected: use a subdomain such as www, or ask support",
  dnsUnreachable: 'The DNS servers could not be reached; the check will run again',
} as const;
