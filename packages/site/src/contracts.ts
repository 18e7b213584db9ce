// The website builder's API contracts: pages (a tree), a page's draft, the theme and menu, publish.
import { z } from 'zod';
import { ZSiteTheme } from './theme.ts';

/** The home page's slug: it answers at /site/{business}/. */
export const homeSlug = '';

export const siteMessages = {
  draftConflict:
    'This page was changed in another tab or window. Reload to get the latest version; your last changes were not saved.',
  settingsConflict:
    'The theme or menu was changed in another tab or window. Reload to get the latest version.',
  slugTaken: 'Another page already uses this address',
  homeCannotBeDeleted: 'The home page cannot be deleted',
  homeCannotMove: 'The home page stays at the top of the site',
  pageNotFound: 'Page not found',
  parentNotFound: 'The parent page does not exist',
  parentIsDescendant: 'A page cannot be moved under itself',
  templateNotFound: 'There is no such template',
  lookNotFound: 'There is no such look',
  setupWouldReplace:
    'Your website already has pages of its own. Setting it up from a look replaces every page and its draft; confirm to go ahead.',
} as const;

/** Addresses a page cannot take: the home page's name and the site's own files. */
export const reservedSlugs: readonly string[] = [
  'home',
  'sitemap',
  'robots',
  'sitemap-xml',
  'robots-txt',
];

export const ZPageSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Address is required')
  .max(60, 'Address must be at most 60 characters')
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Address may hold only letters, numbers and single hyphens between them',
  )
  .refine((slug) => !reservedSlugs.includes(slug), {
    message: 'This address is reserved',
  });

export const ZPageTitle = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(80, 'Title must be at most 80 characters');

export const ZSitePage = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  parentId: z.string().nullable(),
  sortIndex: z.number().int(),
  isHome: z.boolean(),
  draftUpdatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** Whether the draft differs from what is live (or the page was never published). */
  hasUnpublishedChanges: z.boolean(),
});
export type TSitePage = z.infer<typeof ZSitePage>;

/** Every page, parents before children, siblings in order (home first). */
export const ZSitePageList = z.object({ pages: z.array(ZSitePage) });
export type TSitePageList = z.infer<typeof ZSitePageList>;

export const ZCreateSitePageRequest = z.object({
  title: ZPageTitle,
  /** Made from the title when left out. */
  slug: ZPageSlug.optional(),
  parentId: z.uuid().nullable().default(null),
  /** A page template to start from (GET /site/templates); left out, the page starts nearly empty. */
  templateId: z.string().trim().min(1).max(80).optional(),
});
export type TCreateSitePageRequest = z.input<typeof ZCreateSitePageRequest>;

export const ZUpdateSitePageRequest = z.object({
  title: ZPageTitle.optional(),
  slug: ZPageSlug.optional(),
});

export const ZMoveSitePageRequest = z.object({
  parentId: z.uuid().nullable(),
  /** The position among the new siblings, 0-based. */
  index: z.number().int().min(0).max(1000),
});

/** A page's draft: its content and the version a save must name. */
export const ZSitePageDraft = z.object({
  page: ZSitePage,
  data: z.unknown(),
  version: z.number().int(),
});
export type TSitePageDraft = z.infer<typeof ZSitePageDraft>;

export const ZSaveSitePageDraftRequest = z.object({
  /** Puck's page data; every block is checked against its schema. */
  data: z.unknown(),
  /** The version this draft was loaded or last saved at: an older one answers 409. */
  version: z.number().int(),
});

export const ZSiteMenuItem = z.object({
  pageId: z.uuid(),
  /** Shown instead of the page's title when set. */
  label: z.string().trim().max(40, 'Menu label must be at most 40 characters').default(''),
});

export const ZSiteMenu = z.object({
  items: z.array(ZSiteMenuItem).max(12, 'The menu holds at most 12 links'),
});
export type TSiteMenu = z.infer<typeof ZSiteMenu>;

export const ZSiteSettings = z.object({
  theme: ZSiteTheme,
  menu: ZSiteMenu,
  version: z.number().int(),
  /** Where the live site answers: /site/{businessSlug}/ */
  businessSlug: z.string(),
  businessName: z.string(),
  businessColor: z.string(),
  businessCurrency: z.string(),
  publishedAt: z.string().nullable(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

export const ZSaveSiteSettingsRequest = z.object({
  theme: ZSiteTheme,
  menu: ZSiteMenu,
  version: z.number().int(),
});
export type TSaveSiteSettingsRequest = z.input<typeof ZSaveSiteSettingsRequest>;

export const ZPublishSiteResult = z.object({
  publishedAt: z.string(),
  /** The live site's address (path on this host). */
  url: z.string(),
  pageCount: z.number().int(),
});
export type TPublishSiteResult = z.infer<typeof ZPublishSiteResult>;

export function siteUrl(businessSlug: string, pageSlug = ''): string {
  const base = `/site/${encodeURIComponent(businessSlug)}/`;
  return pageSlug ? `${base}${encodeURIComponent(pageSlug)}` : base;
}

/** A template as the picker lists it; its thumbnail is GET /site/templates/{id}/preview. */
export const ZSiteTemplateSummary = z.object({
  id: z.string(),
  kind: z.enum(['page', 'section']),
  name: z.string(),
  group: z.string(),
  summary: z.string(),
  /** Page templates: the look they belong to, and the title and address a new page takes. */
  lookId: z.string().nullable(),
  title: z.string().nullable(),
  slug: z.string().nullable(),
});
export type TSiteTemplateSummary = z.infer<typeof ZSiteTemplateSummary>;

export const ZSiteLook = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  /** The page templates a site set up in this look starts with, home first. */
  pageTemplateIds: z.array(z.string()),
});
export type TSiteLook = z.infer<typeof ZSiteLook>;

export const ZSiteTemplateCatalogue = z.object({
  templates: z.array(ZSiteTemplateSummary),
  looks: z.array(ZSiteLook),
  /** The groups in the order the picker shows them. */
  pageGroups: z.array(z.string()),
  sectionGroups: z.array(z.string()),
});
export type TSiteTemplateCatalogue = z.infer<typeof ZSiteTemplateCatalogue>;

/** A template filled with the business's details and photos, ready to insert into a page. */
export const ZSiteTemplateContent = z.object({ id: z.string(), data: z.unknown() });
export type TSiteTemplateContent = z.infer<typeof ZSiteTemplateContent>;

export const ZSetupSiteRequest = z.object({
  lookId: z.string().trim().min(1, 'Choose a look').max(40),
  /**
   * The site has pages of its own (or an edited or published home page): they are replaced only
   * when this is true, else the answer is 409.
   */
  replaceExisting: z.boolean().default(false),
});
export type TSetupSiteRequest = z.input<typeof ZSetupSiteRequest>;

export const ZSetupSiteResult = z.object({
  pages: z.array(ZSitePage),
  settings: ZSiteSettings,
});
export type TSetupSiteResult = z.infer<typeof ZSetupSiteResult>;
