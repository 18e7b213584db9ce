// How a custom domain's state reads on the page.
import type { TCustomDomainState } from '@studio/shared/domains/contracts';

export const domainStateTags: Record<TCustomDomainState, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'gold' },
  VERIFIED: { label: 'Verified', color: 'blue' },
  ACTIVE: { label: 'Active', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};

/** What the owner should know of the state, under the domain's name. */
export const domainStateHints: Record<TCustomDomainState, string> = {
  PENDING:
    'Add the records below at the company where you bought the domain. We check them by ourselves every few minutes, then every hour; changes can take a few hours to show.',
  VERIFIED: 'The records are in place. Your site will answer on this domain shortly.',
  ACTIVE: 'Your site answers on this domain, with a secure (https) certificate.',
  FAILED: 'We stopped checking after 72 hours. Fix the records below, then check again to restart.',
};
