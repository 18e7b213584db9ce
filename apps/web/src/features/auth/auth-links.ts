// Navigation helpers shared by the auth pages.
import type { Location } from 'react-router';
import type { FromState } from '../../app/guards.tsx';

/** A same-origin path only: a returnUrl must never send the user to another site. */
export function isSafePath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return false;
  }
  // The auth pages themselves are no place to return to.
  return !/^\/(login|logout|signup)(\/|\?|$)/.test(value);
}

/** After login: the returnUrl query value, else the page the user came from, else /. */
export function afterLoginPath(location: Location): string {
  const returnUrl = new URLSearchParams(location.search).get('returnUrl');
  if (isSafePath(returnUrl)) return returnUrl;
  const from = (location.state as FromState | null)?.from;
  const fromPath = from ? `${from.pathname}${from.search}` : undefined;
  if (isSafePath(fromPath)) return fromPath;
  return '/';
}
