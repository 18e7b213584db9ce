// Newsletter tools (Mailchimp, Flodesk): connecting with an API key, choosing the audience or
// segment clients are added to, and the state the owner's card shows. The key never comes back.
import { z } from 'zod';
import { integrationMessages as m } from '../integrations/messages.ts';

export const newsletterProviders = ['MAILCHIMP', 'FLODESK'] as const;
export type TNewsletterProvider = (typeof newsletterProviders)[number];

/** Option names of the setup routes (POST /api/options/mailchimp-setup, /flodesk-setup). */
export const MAILCHIMP_SETUP = 'mailchimp-setup';
export const FLODESK_SETUP = 'flodesk-setup';
export const newsletterOptionNames = [MAILCHIMP_SETUP, FLODESK_SETUP] as const;
export type TNewsletterOptionName = (typeof newsletterOptionNames)[number];

export const providerOfOption: Record<TNewsletterOptionName, TNewsletterProvider> = {
  [MAILCHIMP_SETUP]: 'MAILCHIMP',
  [FLODESK_SETUP]: 'FLODESK',
};

/** What a provider's people are added to: a Mailchimp audience, a Flodesk segment. */
export const newsletterLabels: Record<TNewsletterProvider, { name: string; list: string }> = {
  MAILCHIMP: { name: 'Mailchimp', list: 'audience' },
  FLODESK: { name: 'Flodesk', list: 'segment' },
};

/** A Mailchimp API key: the key, a dash, then its data center (us21). */
export const ZMailchimpApiKey = z
  .string(m.apiKeyRequired)
  .trim()
  .min(1, m.apiKeyRequired)
  .pipe(z.string().regex(/^[A-Za-z0-9]{8,64}-[a-z]{2,5}\d{1,3}$/, m.mailchimpKeyFormat));

export const ZFlodeskApiKey = z
  .string(m.apiKeyRequired)
  .trim()
  .min(1, m.apiKeyRequired)
  .pipe(z.string().max(256).regex(/^\S+$/, m.apiKeyRequired));

const ZListId = z.string().trim().min(1).max(100);

/**
 * POST /api/options/{mailchimp,flodesk}-setup: `apiKey` connects (the key is checked with the
 * provider first, and replaces an earlier one); `listId` chooses the audience or segment.
 */
function setupRequest(apiKey: z.ZodType<string, string>, provider: TNewsletterProvider) {
  return z
    .object({ apiKey: apiKey.optional(), listId: ZListId.optional() })
    .superRefine((value, context) => {
      if (value.apiKey === undefined && value.listId === undefined)
        context.addIssue({
          code: 'custom',
          path: ['listId'],
          message: m.newsletterListRequired(newsletterLabels[provider].list),
        });
    })
    .meta({ anyOf: [{ required: ['listId'] }, { required: ['apiKey'] }] });
}
export const ZMailchimpSetupRequest = setupRequest(ZMailchimpApiKey, 'MAILCHIMP');
export const ZFlodeskSetupRequest = setupRequest(ZFlodeskApiKey, 'FLODESK');
export type TNewsletterSetupRequest = z.input<typeof ZMailchimpSetupRequest>;

/** The connection as the owner's card shows it. */
export const ZNewsletterState = z.object({
  provider: z.enum(newsletterProviders),
  isConnected: z.boolean(),
  /** The account the key belongs to, as the provider names it. */
  accountName: z.string().nullable(),
  listId: z.string().nullable(),
  listName: z.string().nullable(),
  connectedAt: z.iso.datetime().nullable(),
});
export type TNewsletterState = z.infer<typeof ZNewsletterState>;

/** GET /api/options/{name}/lists: the audiences (Mailchimp) or segments (Flodesk) of the account. */
export const ZNewsletterLists = z.object({
  lists: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TNewsletterLists = z.infer<typeof ZNewsletterLists>;

export const ZNewsletterOptionParams = z.object({
  name: z.enum(newsletterOptionNames, m.unknownIntegrationOption),
});

/** The box a client ticks on the public booking and inquiry forms; unticked unless sent. */
export const ZNewsletterConsent = z.boolean().default(false);
