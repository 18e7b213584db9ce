import { z } from 'zod';
import { limits } from '../constants.ts';
import { email, ianaTimeZone, password, requiredText } from '../validation.ts';
import { ZAccount } from '../account/contracts.ts';

export const ZLeadSources = z.array(z.string().max(128)).max(20).optional();
export const ZUtm = z.record(z.string().max(64), z.string().max(512)).optional();

export const ZRegisterRequest = z.object({
  businessName: requiredText('business name', limits.name),
  email: email(),
  password: password(),
  /** Minutes east of UTC, as the browser reports it (negated getTimezoneOffset). */
  timeOffset: z.number().int().min(-900).max(900).optional(),
  /** The browser's IANA zone; preferred over timeOffset when present. */
  timeZone: ianaTimeZone().optional(),
  leadSources: ZLeadSources,
  utm: ZUtm,
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  username: email(),
  password: z
    .string({ error: 'This field cannot be left blank' })
    .min(1, 'This field cannot be left blank'),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZTokenResponse = z.object({
  token: z.string(),
  /** Seconds until the access token expires. */
  tokenExpiresIn: z.number().int(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZAuthResponse = ZTokenResponse.extend({ account: ZAccount });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZRequestResetPasswordRequest = z.object({ email: email() });
export type TRequestResetPasswordRequest = z.input<typeof ZRequestResetPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: z.string().min(10).max(200),
  password: password(),
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
