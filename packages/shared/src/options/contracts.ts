import { z } from 'zod';

export const NEW_VERSION_NOTICE = 'NEW_VERSION_NOTICE';
export const DEMO_DATA = 'DEMO_DATA';
export const LAST_SEEN = 'LAST_SEEN';

export const ZNewVersionNotice = z.object({
  version: z.string(),
  isDismissed: z.boolean(),
  isViewed: z.boolean(),
});
export type TNewVersionNotice = z.infer<typeof ZNewVersionNotice>;

export const ZOptionName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown option');
export const ZGetOptionQuery = z.object({ optionName: ZOptionName });
export const ZOption = z.object({ name: z.string(), value: z.unknown().nullable() });
export type TOption = z.infer<typeof ZOption>;
export const ZSetOptionRequest = z.object({ value: z.unknown() });

/**
 * The DEMO_DATA option: what "Explore with demo data" created, by id, so that the lists can tag
 * those rows "Demo" and removing the demo data deletes exactly them. Written only by loading and
 * removing demo data (the generic option route refuses the name).
 */
export const ZDemoDataValue = z.object({
  serviceIds: z.array(z.string()),
  customerIds: z.array(z.string()),
  orderIds: z.array(z.string()),
  inquiryIds: z.array(z.string()),
  loadedAt: z.string(),
});
export type TDemoDataValue = z.infer<typeof ZDemoDataValue>;

/** Options only the product writes; POST /api/options/{name} refuses them. */
export const reservedOptionNames: readonly string[] = [DEMO_DATA];

/**
 * GET /api/businesses/setup-progress: the home checklist's steps, each from real data (rows the
 * owner or clients made; demo rows do not count).
 */
export const ZSetupProgress = z.object({
  hasService: z.boolean(),
  hasDates: z.boolean(),
  hasPayments: z.boolean(),
  hasShared: z.boolean(),
});
export type TSetupProgress = z.infer<typeof ZSetupProgress>;
