// The messages of a signature checked with the server's schema, by the field that shows them.

export type SigningErrors = { consent?: string; fullName?: string; signature?: string };

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The first message of each signing field. A typed signature is the full name itself: from an
 * empty name only the name's own message shows, saying what is missing.
 */
export function signingErrorsOf(issues: readonly Issue[], isTyped: boolean): SigningErrors {
  const found: SigningErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === 'consent' || field === 'fullName') found[field] ??= issue.message;
    else found.signature ??= issue.message;
  }
  if (found.fullName && isTyped) delete found.signature;
  return found;
}
