import { z } from 'zod';
import { email, password } from '../validation.ts';
import { ZBusiness } from '../business/contracts.ts';

export const ZLogin = z.object({ provider: z.string(), providerKey: z.string() });
export type TLogin = z.infer<typeof ZLogin>;

export const ZAccount = z.object({
  id: z.string(),
  loggedIn: z.literal(true),
  email: z.string(),
  emailConfirmed: z.boolean(),
  pendingEmail: z.string().nullable(),
  avatar: z.string().nullable(),
  hasPassword: z.boolean(),
  allowTracking: z.boolean(),
  roles: z.array(z.string()),
  caps: z.array(z.string()),
  logins: z.array(ZLogin),
  businesses: z.array(ZBusiness),
  connectedPaymentServices: z.array(z.string()),
  connectedIntegrationsServices: z.array(z.string()),
  connectedSocialServices: z.array(z.string()),
  domains: z.array(z.object({ domain: z.string(), businessId: z.string(), isActive: z.boolean() })),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZUpdateAccountRequest = z.object({
  allowTracking: z.boolean().optional(),
  avatar: z.string().max(2048).nullable().optional(),
});
export type TUpdateAccountRequest = z.input<typeof ZUpdateAccountRequest>;

export const ZChangePasswordRequest = z.object({
  /** Absent only for an account that has no password yet (social sign-in). */
  currentPassword: z.string().max(256).optional(),
  newPassword: password(),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZRequestChangeEmailRequest = z.object({
  email: email(),
  password: z.string().max(256).optional(),
});
export type TRequestChangeEmailRequest = z.input<typeof ZRequestChangeEmailRequest>;

/** Token from an emailed link: confirm-email, change email, change business email. */
export const ZTokenRequest = z.object({ token: z.string().min(10).max(200) });
export type TTokenRequest = z.input<typeof ZTokenRequest>;

export const ZDeleteLoginQuery = z.object({ provider: z.string(), providerKey: z.string() });
