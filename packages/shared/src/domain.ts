// Domain (subdomain) names of a business website: the checks and messages, in the order they
// are checked. Business slugs are chosen to pass them, so a new business's default address is
// always a valid domain.
import { messages } from './messages.ts';

/** Words that are never a business's domain. */
export const reservedDomainWords: ReadonlySet<string> = new Set([
  'admin',
  'tracking',
  'metrics',
  'reports',
  'builder',
  'marketing',
  'sale',
  'sales',
  'support',
  'guide',
  'help',
  'customers',
  'partners',
  'store',
  'storage',
  'testing',
  'staging',
  'internal',
  'development',
  'backup',
  'website',
  'payment',
]);

export const DOMAIN_MIN = 4;
export const DOMAIN_MAX = 64;

/** The product's own suffixes, stripped before the checks ('anna.studio.photos' -> 'anna'). */
export function stripProductSuffix(value: string, productSuffixes: readonly string[]): string {
  const lower = value.trim().toLowerCase();
  const suffix = productSuffixes.find((item) => lower.endsWith(`.${item.toLowerCase()}`));
  return suffix ? lower.slice(0, -(suffix.length + 1)) : lower;
}

/** The first rule the name breaks, in its message; null when it is a valid domain. */
export function domainError(name: string): string | null {
  if (reservedDomainWords.has(name)) return messages.domainNotAvailable;
  if (name.length < DOMAIN_MIN) return messages.domainMin;
  if (name.length > DOMAIN_MAX) return messages.domainMax;
  if (!/^[a-z0-9-]+$/i.test(name)) return messages.domainCharacters;
  if (!/^[a-z0-9].*[a-z0-9]$/i.test(name)) return messages.domainEdges;
  if (name.includes('--')) return messages.domainHyphens;
  return null;
}

/**
 * A slug that is also a valid domain: reserved words and names shorter than the minimum get a
 * suffix ('help' -> 'help-studio', 'ab' -> 'ab-studio').
 */
export function domainSafeSlug(slug: string): string {
  return domainError(slug) === null ? slug : `${slug}-studio`.replace(/^-+/, '');
}
