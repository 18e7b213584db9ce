// The registration payload of SPEC §7: the form's fields plus where and when the visitor is.
import type { TRegisterRequest } from '@studio/shared/auth/contracts';

export type SignupValues = Pick<TRegisterRequest, 'businessName' | 'email' | 'password'>;

/** utm_* query values of the landing link, kept for attribution. */
export function utmFrom(search: string): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith('utm_') && key.length <= 64 && value) utm[key] = value.slice(0, 512);
  }
  return utm;
}

export function registrationRequest(values: SignupValues, search: string): TRegisterRequest {
  return {
    ...values,
    timeOffset: -new Date().getTimezoneOffset(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    leadSources: [],
    utm: utmFrom(search),
  };
}
