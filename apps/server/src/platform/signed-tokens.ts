// Signed links a client keeps (the manage link of a booking): `orderId.` + base64url
// HMAC-SHA256(orderId). Nothing is stored; a changed character makes the signature fail. The key
// is derived from the app secret (JWT_SECRET or the generated one), so every instance agrees.
import crypto from 'node:crypto';

let manageKey: Buffer | undefined;

/** Sets the key from the app secret; buildApp's booking routes call it once at start. */
export function useSignedTokenSecret(secret: string): void {
  manageKey = crypto.createHmac('sha256', secret).update('studio:manage-link:v1').digest();
}

function key(): Buffer {
  if (!manageKey) throw new Error('signed tokens used before useSignedTokenSecret()');
  return manageKey;
}

function signatureOf(orderId: string): string {
  return crypto.createHmac('sha256', key()).update(orderId).digest('base64url');
}

export function manageTokenFor(orderId: string): string {
  return `${orderId}.${signatureOf(orderId)}`;
}

/** The order id the token was made for, or null when it is malformed or its signature is wrong. */
export function orderIdOfManageToken(token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const orderId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(orderId));
  if (given.length !== expected.length) return null;
  return crypto.timingSafeEqual(given, expected) ? orderId : null;
}
