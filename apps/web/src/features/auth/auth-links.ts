// Navigation helpers shared by the auth pages.

/** A same-origin path only: a returnUrl must never send the user to another site. */
export function isSafePath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return false;
  }
  // The auth pages themselves are no place to return to.
  return !/^\/(login|logout|signup)(\/|\?|$)/.test(value);
}

/** The returnUrl of a query string when it is a safe place to land. */
export function returnUrlOf(search: string): string | undefined {
  const returnUrl = new URLSearchParams(search).get('returnUrl');
  return isSafePath(returnUrl) ? returnUrl : undefined;
}
