// Signed links a client keeps. The manage link of a booking and a contract's signing link: `id.` +
// base64url HMAC-SHA256(id), each with its own key. An email's tracking links: a signature over the outbox id and, for a
// click, the address it leads to. Nothing is stored; a changed character makes the signature fail.
// The keys are derived from the app secret (JWT_SECRET or the generated one), so every instance
// agrees; buildApp makes the one SignedTokens of the process and hands it out as deps.signedTokens.
import crypto from 'node:crypto';

export type SignedTokens = {
  /** The token of a booking's manage link: the capability to see and change that one booking. */
  manageToken(orderId: string): string;
  /** The order id the token was made for, or null when it is malformed or its signature is wrong. */
  orderIdOf(token: string): string | null;
  /**
   * The signature of an email's tracking link, so a tracking link can neither be made for another
   * email nor send anyone elsewhere. Shortened to 128 bits: enough that it cannot be guessed, and
   * links stay readable.
   */
  trackingSignature(outboxId: string, target?: string): string;
  isTrackingSignature(signature: string, outboxId: string, target?: string): boolean;
  /** The token of one contract's signing page (and of its sealed PDF): it names that contract only. */
  contractToken(contractId: string): string;
  /** The contract id the token was made for, or null when it is malformed or its signature is wrong. */
  contractIdOf(token: string): string | null;
};

function keyOf(secret: string, purpose: string): Buffer {
  return crypto.createHmac('sha256', secret).update(purpose).digest();
}

function isSame(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function createSignedTokens(secret: string): SignedTokens {
  const manageKey = keyOf(secret, 'studio:manage-link:v1');
  const trackingKey = keyOf(secret, 'studio:email-tracking:v1');
  const contractKey = keyOf(secret, 'studio:contract-link:v1');
  const manageSignature = (orderId: string) =>
    crypto.createHmac('sha256', manageKey).update(orderId).digest('base64url');
  const contractSignature = (contractId: string) =>
    crypto.createHmac('sha256', contractKey).update(contractId).digest('base64url');
  const idOf = (token: string, signature: (id: string) => string) => {
    const dot = token.lastIndexOf('.');
    if (dot <= 0 || token.length > 200) return null;
    const id = token.slice(0, dot);
    return isSame(token.slice(dot + 1), signature(id)) ? id : null;
  };
  const trackingSignature = (outboxId: string, target = '') =>
    crypto
      .createHmac('sha256', trackingKey)
      .update(`${outboxId}\n${target}`)
      .digest('base64url')
      .slice(0, 22);
  return {
    manageToken: (orderId) => `${orderId}.${manageSignature(orderId)}`,
    orderIdOf: (token) => idOf(token, manageSignature),
    trackingSignature,
    isTrackingSignature: (signature, outboxId, target = '') =>
      isSame(signature, trackingSignature(outboxId, target)),
    contractToken: (contractId) => `${contractId}.${contractSignature(contractId)}`,
    contractIdOf: (token) => idOf(token, contractSignature),
  };
}
