import { z } from 'zod';
import {
  expiryOptions,
  intervalUnits,
  paymentMilestones,
  serviceKinds,
  taxModes,
} from '../enums.ts';
import { ZAddon, ZPackage } from '../packages/contracts.ts';
import { ZServiceContract } from '../contract-templates/contracts.ts';

export const serviceKindValues = [
  serviceKinds.MINI_SESSION,
  serviceKinds.SESSION_TYPES,
  serviceKinds.BUNDLES,
] as const;
export const feeCollectionMethods = [
  'FULL_AT_BOOKING',
  'PAYMENT_SCHEDULE',
  'NO_ONLINE_PAYMENT',
] as const;
export const expiryMonthValues = expiryOptions.map((o) => o.value);

export const ZPaymentScheduleEntry = z.object({
  milestone: z.enum(paymentMilestones),
  /** Minor units when fixed, basis points (2500 = 25%) otherwise. */
  amount: z.number().int().min(0),
  isFixed: z.boolean(),
  dueInterval: z.number().int().min(1, 'Due interval must be at least 1'),
  intervalUnit: z.enum(intervalUnits),
});
export type TPaymentScheduleEntry = z.infer<typeof ZPaymentScheduleEntry>;

export const ZGalleryImage = z.object({
  fileId: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TGalleryImage = z.infer<typeof ZGalleryImage>;

/** A service as lists show it. */
export const ZServiceListItem = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.number().int(),
  isMiniSession: z.boolean(),
  color: z.string(),
  isPrivate: z.boolean(),
  isPaused: z.boolean(),
  createdDate: z.string(),
  /** Next upcoming date of a mini session, if any. */
  nextDate: z.string().nullable(),
  coverUrl: z.string().nullable(),
});
export type TServiceListItem = z.infer<typeof ZServiceListItem>;

/** A month of a mini session's dates: the edit page loads one month's dates and slots at a time. */
export const ZServiceDateMonth = z.object({
  /** 'YYYY-MM' in the business time zone. */
  month: z.string(),
  dates: z.number().int(),
  slots: z.number().int(),
});
export type TServiceDateMonth = z.infer<typeof ZServiceDateMonth>;

/**
 * Everything the service edit page shows (GET /api/services/edit/{id}). A mini session's dates
 * and slots are not embedded (a season holds thousands of slots): `dateMonths` says which months
 * have dates, and GET /api/services/{id}/service-dates?from=&to= loads one month.
 */
export const ZService = ZServiceListItem.extend({
  description: z.string(),
  note: z.string(),
  tax: z.object({ mode: z.enum(taxModes), rateBps: z.number().int().nullable() }),
  feeCollectionMethod: z.enum(feeCollectionMethods),
  paymentSchedules: z.array(ZPaymentScheduleEntry),
  options: z.object({ isPrivate: z.boolean(), isPaused: z.boolean() }),
  expiryMonths: z.number().int(),
  durationMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  gallery: z.array(ZGalleryImage),
  availabilityTemplateId: z.string().nullable(),
  bookingQuestionnaireTemplateId: z.string().nullable(),
  inquiryTemplateId: z.string().nullable(),
  flowTaskListTemplateId: z.string().nullable(),
  isAfterBookingQuestionnaire: z.boolean(),
  /** Whether clients may cancel or move their booking from the manage link, and how late. */
  allowClientChanges: z.boolean(),
  clientChangeNoticeHours: z.number().int(),
  timeZone: z.string(),
  dateMonths: z.array(ZServiceDateMonth),
  packages: z.array(ZPackage),
  addons: z.array(ZAddon),
  serviceContractTemplates: z.array(ZServiceContract),
});
export type TService = z.infer<typeof ZService>;

export const ZServicePage = z.object({
  items: z.array(ZServiceListItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TServicePage = z.infer<typeof ZServicePage>;
