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
