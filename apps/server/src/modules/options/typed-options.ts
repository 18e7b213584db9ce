// The options with a shape of their own, read with their defaults: what a module that acts on a
// setting (the emails' sender, the site's fonts, the builder) reads.
import type { z } from 'zod';
import {
  CLIENT_EMAILS,
  defaultClientEmails,
  defaultTypographyTheme,
  defaultWebBuilderSettings,
  TYPOGRAPHY_THEME,
  WEB_BUILDER_SETTINGS,
  ZOOM_MEETING,
  defaultZoomMeeting,
  ZClientEmails,
  ZTypographyTheme,
  ZWebBuilderSettings,
  ZZoomMeeting,
} from '@studio/shared/options/contracts';
import type { Executor } from '../../db/client.ts';
import { readOptionValue } from './service.ts';

/** An option with its route, its schema and its value when never saved. */
export type TypedOption<Schema extends z.ZodType> = {
  name: string;
  schema: Schema;
  fallback: z.output<Schema>;
  summary: string;
};

export const typographyTheme = {
  name: TYPOGRAPHY_THEME,
  schema: ZTypographyTheme,
  fallback: defaultTypographyTheme,
  summary: "The website's fonts: headingFont and bodyFont, each Lora or Manrope",
} satisfies TypedOption<typeof ZTypographyTheme>;

export const clientEmails = {
  name: CLIENT_EMAILS,
  schema: ZClientEmails,
  fallback: defaultClientEmails,
  summary:
    'How emails to clients are sent: replyTo (null: the business email) and senderName (null: the business name)',
} satisfies TypedOption<typeof ZClientEmails>;

export const webBuilderSettings = {
  name: WEB_BUILDER_SETTINGS,
  schema: ZWebBuilderSettings,
  fallback: defaultWebBuilderSettings,
  summary: 'How the website builder opens: lastPageId and previewDevice (desktop, tablet, mobile)',
} satisfies TypedOption<typeof ZWebBuilderSettings>;

export const zoomMeeting = {
  name: ZOOM_MEETING,
  schema: ZZoomMeeting,
  fallback: defaultZoomMeeting,
  summary:
    "The business's Zoom meeting link (meetingUrl, null for none) for emails' [Zoom Meeting Link]",
} satisfies TypedOption<typeof ZZoomMeeting>;

/**
 * The stored value in the option's shape, or its fallback when never saved (or saved in a shape
 * an older version wrote, which is no longer valid).
 */
export async function readTypedOption<Schema extends z.ZodType>(
  executor: Executor,
  option: TypedOption<Schema>,
  businessId: string,
): Promise<z.output<Schema>> {
  const stored = await readOptionValue(executor, { businessId, name: option.name });
  const parsed = option.schema.safeParse(stored);
  return parsed.success ? parsed.data : option.fallback;
}
