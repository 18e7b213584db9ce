import { z } from 'zod';
import { limits } from '../constants.ts';
import { currencies } from '../enums.ts';
import {
  email,
  hexColor,
  ianaTimeZone,
  optionalPhone,
  optionalText,
  requiredText,
  url,
} from '../validation.ts';

export const setupSteps = ['CREATED', 'PAGES_CREATED', 'COMPLETED'] as const;

export const ZBusiness = z.object({
  id: z.string(),
  businessName: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  pendingEmail: z.string().nullable(),
  phone: z.string().nullable(),
  /** Public address part: /book/{slug}/... (client booking) and the default sub-domain. */
  domain: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  brandColor: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  createdDate: z.string(),
  setupStep: z.enum(setupSteps),
});
export type TBusiness = z.infer<typeof ZBusiness>;

const currencyCodes = currencies.map((c) => c.code) as [string, ...string[]];

export const ZUpdateBusinessProfileRequest = z.object({
  businessName: requiredText('business name', limits.name),
  phone: optionalPhone(),
  timeZone: ianaTimeZone(),
  currency: z.enum(currencyCodes),
  brandColor: hexColor(),
  website: url().or(z.literal('')).optional(),
  address: optionalText('address', limits.location),
  description: optionalText('description', 2000),
});
export type TUpdateBusinessProfileRequest = z.input<typeof ZUpdateBusinessProfileRequest>;

/** PUT /api/businesses/{id}/{field}: one profile field at a time. */
export const businessFields = [
  'businessName',
  'phone',
  'timeZone',
  'currency',
  'brandColor',
  'website',
  'address',
  'description',
] as const;
export type TBusinessField = (typeof businessFields)[number];
export const ZUpdateBusinessFieldRequest = z.object({ value: z.unknown() });

export const ZRequestChangeBusinessEmailRequest = z.object({ email: email() });
