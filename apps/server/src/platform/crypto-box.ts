// Secrets at rest (a payment provider's secret key, a webhook signing secret): sealed with
// AES-256-GCM under a key derived from the app secret, so a copy of the database alone does not
// give them away.
import crypto from 'node:crypto';

/**
 * Sealed text reads `v1.<iv>.<ciphertext>.<tag>` (base64url). The version names the key
 * derivation and the cipher, so a later format can be read beside this one. `context` is bound
 * as additional authenticated data: a value sealed for one row and purpose (say, business A's
 * secret key) does not open as another's, even when copied there.
 */
export type CryptoBox = {
  seal(plain: string, context: string): string;
  /** Throws when the value was changed, sealed under another key or for another context. */
  open(sealed: string, context: string): string;
};

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function deriveKey(appSecret: string): Buffer {
  return Buffer.from(
    crypto.hkdfSync(
      'sha256',
      Buffer.from(appSecret, 'utf8'),
      Buffer.from('studio/crypto-box', 'utf8'),
      Buffer.from(`${VERSION} secrets at rest`, 'utf8'),
      32,
    ),
  );
}

export class SealedValueError extends Error {
  constructor() {
    super('A sealed value could not be opened (changed, or sealed under another key)');
    this.name = 'SealedValueError';
  }
}

export function createCryptoBox(appSecret: string): CryptoBox {
  if (!appSecret) throw new Error('The crypto box needs the app secret');
  const key = deriveKey(appSecret);
  return {
    seal(plain, context) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, data, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || data === undefined || tag === undefined)
        throw new SealedValueError();
      if (rest.length > 0) throw new SealedValueError();
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
        throw new SealedValueError();
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, ivBytes, {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SealedValueError();
      }
    },
  };
}
