// The registration payloads: the form's fields plus where and when the visitor is.
import type { TRegisterRequest } from '@studio/shared/auth/contracts';
import type { TSocialRegisterRequest } from '@studio/shared/auth/social-contracts';

export type SignupValues = Pick<TRegisterRequest, 'businessName' | 'email' | 'password'>;
export type SocialSignupValues = Pick<TSocialRegisterRequest, 'businessName' | 'email'>;

/** utm_* query values of the landing link, kept for attribution. */
export function utmFrom(search: string): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith('utm_') && key.length <= 64 && value) utm[key] = value.slice(0, 512);
  }
  return utm;
}

/** Where and when the visitor is, sent with either way of signing up. */
function visitorContext(search: string) {
  return {
    timeOffset: -new Date().getTimezoneOffset(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    leadSources: [],
    utm: utmFrom(search),
  };
}

export function registrationRequest(values: SignupValues, search: string): TRegisterRequest {
  return { ...values, ...visitorContext(search) };
}

/** POST /auth/register/social: the finish form's fields and the provider's ticket. */
export function socialRegistrationRequest(
  ticket: string,
  values: SocialSignupValues,
  search: string,
): TSocialRegisterRequest {
  return { ticket, ...values, ...visitorContext(search) };
}
