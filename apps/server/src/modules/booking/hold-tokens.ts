// A hold's secret: `slotId.` + 32 random bytes. The slot id lets the server find the hold by its
// key; only sha-256 of the whole token is stored, so the database never holds a usable token.
import crypto from 'node:crypto';
import { isUuid } from '../../platform/path-params.ts';

export function newHoldToken(slotId: string): string {
  return `${slotId}.${crypto.randomBytes(32).toString('base64url')}`;
}

export function holdTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The slot a token names, or null when it is not shaped like one of ours. */
export function slotIdOfHoldToken(token: string): string | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const slotId = token.slice(0, dot);
  return isUuid(slotId) ? slotId : null;
}
