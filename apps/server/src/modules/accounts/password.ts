// Password hashing with argon2id (the @node-rs/argon2 default algorithm and its OWASP-grade costs),
// and the rule every new password meets besides the shared schema's length.
import { hash, verify } from '@node-rs/argon2';
import { messages } from '@studio/shared/messages';
import { AppError } from '../../platform/errors.ts';

/**
 * Hashes a password someone has just chosen (sign-up, reset, change), after refusing one of the
 * most common passwords: those are what a guesser tries first, whatever the rate limits. The list
 * (about 49,000 passwords leaked most often, from zxcvbn-ts) is checked here on the server only:
 * in the shared schema it would add 380 kB to the web app, and the forms show the server's field
 * error on the password field anyway. `field` names the field the error is shown on.
 */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (await isCommonPassword(password)) {
    throw AppError.validation(field, messages.passwordTooCommon);
  }
  return hash(password);
}

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** Compared without case: 'Password1' is as predictable as 'password1'. */
export async function isCommonPassword(password: string): Promise<boolean> {
  // Loaded on first use, so starting the server (and every test file) does not pay for the list.
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when there is no hash to check against (unknown email,
 * account without a password), so response times do not reveal which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-that-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
