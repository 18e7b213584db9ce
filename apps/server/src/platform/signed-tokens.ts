// Signed links a client keeps (the manage link of a booking): `orderId.` + base64url
// HMAC-SHA256(orderId). Nothing is stored; a changed character makes the signature fail. The key
// is derived from the app secret (JWT_SECRET or the generated one), so every instance agrees;
// buildApp makes the one ManageTokens of the process and hands it out as deps.manageTokens.
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
