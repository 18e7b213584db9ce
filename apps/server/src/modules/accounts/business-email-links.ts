// The change-business-email link is one of the account's single-use tokens: the account that asked
// issues it and the business module, below accounts, receives these through app.ts.
import type { BusinessEmailLinks } from '../businesses/profile-service.ts';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  oneTimeTokenTtlMinutes,
} from './one-time-tokens.ts';

export const businessEmailLinks: BusinessEmailLinks = {
  ttlMinutes: oneTimeTokenTtlMinutes.CHANGE_BUSINESS_EMAIL,
  issue: (executor, input) =>
    issueOneTimeToken(executor, { purpose: 'CHANGE_BUSINESS_EMAIL', ...input }),
  consume: (executor, token) => consumeOneTimeToken(executor, 'CHANGE_BUSINESS_EMAIL', token),
};
