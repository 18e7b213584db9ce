// Short ids that people read aloud and type: a letter naming the kind, then random characters.
import crypto from 'node:crypto';

/** The RFC 4648 base32 alphabet: upper-case letters and the digits 2 to 7. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `prefix` + 10 upper-case base32 characters (50 random bits) from a cryptographic source. */
export function newShortId(prefix: string): string {
  let id = prefix;
  for (const byte of crypto.randomBytes(10)) id += BASE32[byte & 31];
  return id;
}
