// Signed links a client keeps (the manage link of a booking: `orderId.` + base64url
// HMAC-SHA256(orderId); an email's tracking links). Nothing is stored; a changed character makes
// the signature fail. The keys are derived from the app secret (JWT_SECRET or the generated one), so
// every instance agrees; buildApp makes the one ManageTokens of the process and hands it out as
// deps.manageTokens, and sets the same secret here for the emails' links.
import crypto from 'node:crypto';

export type ManageTokens = {
  tokenFor(orderId: string): string;
  /** The order id the token was made for, or null when it is malformed or its signature is wrong. */
  orderIdOf(token: string): string | null;
};

export function createManageTokens(secret: string): ManageTokens {
  const key = crypto.createHmac('sha256', secret).update('studio:manage-link:v1').digest();
  const signatureOf = (orderId: string) =>
    crypto.createHmac('sha256', key).update(orderId).digest('base64url');
  return {
    tokenFor: (orderId) => `${orderId}.${signatureOf(orderId)}`,
    orderIdOf(token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0 || token.length > 200) return null;
      const orderId = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(signatureOf(orderId));
      if (given.length !== expected.length) return null;
      return crypto.timingSafeEqual(given, expected) ? orderId : null;
    },
  };
}

let manageTokens: ManageTokens | undefined;
let trackingKey: Buffer | undefined;

/** Sets the keys of the emails' links from the app secret; buildApp calls it once at start. */
export function useSignedTokenSecret(secret: string): void {
  manageTokens = createManageTokens(secret);
  trackingKey = crypto.createHmac('sha256', secret).update('studio:email-tracking:v1').digest();
}

export function manageTokenFor(orderId: string): string {
  if (!manageTokens) throw new Error('signed tokens used before useSignedTokenSecret()');
  return manageTokens.tokenFor(orderId);
}

/**
 * The signature of an email's tracking link: over the outbox id and, for a click, the address it
 * leads to, so a tracking link can neither be made for another email nor send anyone elsewhere.
 * Shortened to 128 bits: enough that it cannot be guessed, and links stay readable.
 */
export function trackingSignatureOf(outboxId: string, target = ''): string {
  if (!trackingKey) throw new Error('signed tokens used before useSignedTokenSecret()');
  return crypto
    .createHmac('sha256', trackingKey)
    .update(`${outboxId}\n${target}`)
    .digest('base64url')
    .slice(0, 22);
}

export function isTrackingSignature(signature: string, outboxId: string, target = ''): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(trackingSignatureOf(outboxId, target));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
