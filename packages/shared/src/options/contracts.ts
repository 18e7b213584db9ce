// The business's named options: each has its own schema and route (POST /api/options/{name});
// GET /api/options?optionName= reads any of them (null when never saved).
import { z } from 'zod';
import { limits } from '../constants.ts';
import { fonts } from '../enums.ts';
import { messages } from '../messages.ts';
import { email, optionalText } from '../validation.ts';

export const NEW_VERSION_NOTICE = 'NEW_VERSION_NOTICE';
export const DEMO_DATA = 'DEMO_DATA';
export const LAST_SEEN = 'LAST_SEEN';
export const TYPOGRAPHY_THEME = 'typography-theme';
export const CLIENT_EMAILS = 'client-emails';
export const WEB_BUILDER_SETTINGS = 'web-builder-settings';
export const ZOOM_MEETING = 'zoom-meeting';

/** The one-time new-version notice: dismissing it saves isDismissed true. */
export const ZNewVersionNotice = z.object({
  version: z.string().max(32),
  isDismissed: z.boolean(),
  isViewed: z.boolean(),
});
export type TNewVersionNotice = z.infer<typeof ZNewVersionNotice>;

const ZFont = z.enum(fonts, { error: messages.fontChoice });

/** typography-theme: the website's fonts (SPEC fonts: Lora, Manrope). */
export const ZTypographyTheme = z.strictObject({
  headingFont: ZFont,
  bodyFont: ZFont,
});
export type TTypographyTheme = z.infer<typeof ZTypographyTheme>;
/** What the site uses until the owner chooses: Lora headings, Manrope text. */
export const defaultTypographyTheme: TTypographyTheme = {
  headingFont: 'Lora',
  bodyFont: 'Manrope',
};

export const SENDER_NAME_MAX = 128;

/**
 * client-emails: how the emails to clients are sent. replyTo: where the clients' replies go (null:
 * the business email); senderName: the name clients see as the sender (null: the business name).
 */
export const ZClientEmails = z.strictObject({
  replyTo: email('reply-to email', limits.clientEmail).nullable(),
  senderName: optionalText('sender name', SENDER_NAME_MAX)
    .unwrap()
    .refine(
      (value) => !/[\r\n<>"]/.test(value),
      'The sender name cannot contain line breaks, <, > or "',
    )
    .transform((value) => (value === '' ? null : value))
    .nullable(),
});
export type TClientEmails = z.output<typeof ZClientEmails>;
export const defaultClientEmails: TClientEmails = { replyTo: null, senderName: null };

export const previewDevices = ['desktop', 'tablet', 'mobile'] as const;

/**
 * web-builder-settings: how the website builder opens for this business: the page it was last on
 * (null: the home page) and the width it previews at.
 */
export const ZWebBuilderSettings = z.strictObject({
  lastPageId: z.uuid().nullable(),
  previewDevice: z.enum(previewDevices),
});
export type TWebBuilderSettings = z.infer<typeof ZWebBuilderSettings>;
export const defaultWebBuilderSettings: TWebBuilderSettings = {
  lastPageId: null,
  previewDevice: 'desktop',
};

/** A Zoom meeting address: https on zoom.us or zoom.com (a subdomain such as us02web too). */
// No flags: the pattern is published in the OpenAPI document, where a pattern has none.
const ZOOM_URL = /^https:\/\/([a-zA-Z0-9-]+\.)*zoom\.(us|com)\/\S+$/;
export const ZOOM_URL_MAX = 512;

/**
 * zoom-meeting (the /zoom page): the photographer's Zoom meeting link, which the emails' [Zoom
 * Meeting Link] placeholder gives clients for consultations and online meetings. null: none.
 */
export const ZZoomMeeting = z.strictObject({
  meetingUrl: z
    .string()
    .trim()
    .max(ZOOM_URL_MAX, messages.maxLength('meeting link', ZOOM_URL_MAX))
    .regex(ZOOM_URL, messages.zoomUrl)
    .nullable(),
});
export type TZoomMeeting = z.infer<typeof ZZoomMeeting>;
export const defaultZoomMeeting: TZoomMeeting = { meetingUrl: null };

/** A read of any option: GET /api/options?optionName=. */
export const ZOptionName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, messages.unknownOption);
export const ZGetOptionQuery = z.object({ optionName: ZOptionName });
export const ZOption = z.object({ name: z.string(), value: z.unknown().nullable() });
export type TOption = z.infer<typeof ZOption>;

/**
 * The options the generic POST /api/options/{name} saves: those without a route of their own and
 * not written by the product itself (DEMO_DATA is written only by loading and removing demo data).
 * Every other name answers 400 messages.unknownOption.
 */
export const genericOptionNames = [NEW_VERSION_NOTICE] as const;
export const ZGenericOptionName = z.enum(genericOptionNames, { error: messages.unknownOption });

/**
 * The DEMO_DATA option: what "Explore with demo data" created, by id, so that the lists can tag
 * those rows "Demo" and removing the demo data deletes exactly them. Written only by loading and
 * removing demo data (the generic option route does not take the name).
 */
export const ZDemoDataValue = z.object({
  serviceIds: z.array(z.string()),
  customerIds: z.array(z.string()),
  orderIds: z.array(z.string()),
  inquiryIds: z.array(z.string()),
  loadedAt: z.string(),
});
export type TDemoDataValue = z.infer<typeof ZDemoDataValue>;

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
/** The POST bodies of the options with their own route: { value } in each option's shape. */
export const ZTypographyThemeRequest = z.object({ value: ZTypographyTheme });
export const ZClientEmailsRequest = z.object({ value: ZClientEmails });
export const ZWebBuilderSettingsRequest = z.object({ value: ZWebBuilderSettings });
export const ZZoomMeetingRequest = z.object({ value: ZZoomMeeting });
