// The secret of a calendar feed URL: random, kept only as a hash.
import crypto from 'node:crypto';

export function newFeedToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashFeedToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The shape newFeedToken makes; anything else is not looked up at all. */
export function isFeedTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
