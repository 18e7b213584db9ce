// The website's search and sharing settings (Management > SEO): the site's title, description,
// social image and favicon, and per page a title, a description and whether search engines may
// list it. Like the theme, they are a draft until the website is published.
import { z } from 'zod';
import { ZSitePage } from './contracts.ts';

export const seoMessages = {
  siteTitleMax: 'Site title must be at most 70 characters',
  siteDescriptionMax: 'Site description must be at most 160 characters',
  pageTitleMax: 'Page title must be at most 70 characters',
  pageDescriptionMax: 'Page description must be at most 160 characters',
  imageNotUploaded: 'Upload the image here: only images uploaded to your account can be used',
  liveAfterPublish:
    'Your SEO settings are part of your website: like the theme and the pages, they go live when you publish.',
} as const;

/** An image this business uploaded (`/uploads/{businessId}/images/...`), or null for none. */
const ZUploadedImageUrl = z
  .string()
  .trim()
  .max(300, seoMessages.imageNotUploaded)
  .regex(/^\/uploads\/[0-9a-f-]{36}\/(images|logo)\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/, {
    message: seoMessages.imageNotUploaded,
  })
  .nullable();

export const ZSiteSeo = z.object({
  /** The site's name in search results and browser tabs; the business name when empty. */
  title: z.string().trim().max(70, seoMessages.siteTitleMax).default(''),
  /** The summary of pages without their own description. */
  description: z.string().trim().max(160, seoMessages.siteDescriptionMax).default(''),
  /** Shown when a page is shared (Open Graph, Twitter card). */
  socialImageUrl: ZUploadedImageUrl.default(null),
  /** The site's icon; served as PNG and ICO in the sizes browsers ask for. */
  faviconUrl: ZUploadedImageUrl.default(null),
});
export type TSiteSeo = z.infer<typeof ZSiteSeo>;
export type TSiteSeoInput = z.input<typeof ZSiteSeo>;

export const ZPageSeo = z.object({
  /** The page's title in search results; the page's name when empty. */
  title: z.string().trim().max(70, seoMessages.pageTitleMax).default(''),
  description: z.string().trim().max(160, seoMessages.pageDescriptionMax).default(''),
  /** Asks search engines not to list the page; it is left out of the sitemap too. */
  noindex: z.boolean().default(false),
});
export type TPageSeo = z.infer<typeof ZPageSeo>;
export type TPageSeoInput = z.input<typeof ZPageSeo>;

export const ZSeoPage = z.object({
  page: ZSitePage,
  seo: ZPageSeo,
});
export type TSeoPage = z.infer<typeof ZSeoPage>;

/** GET /api/site/seo: the drafts, and whether what is live differs from them. */
export const ZSeoSettings = z.object({
  site: ZSiteSeo,
  pages: z.array(ZSeoPage),
  /** The address the live site is found at (the active custom domain, else the product's). */
  liveUrl: z.string(),
  publishedAt: z.string().nullable(),
  hasUnpublishedChanges: z.boolean(),
});
export type TSeoSettings = z.infer<typeof ZSeoSettings>;

/** Reads stored JSON through its schema: a value an older version wrote gets the defaults. */
export function readSiteSeo(value: unknown): TSiteSeo {
  const parsed = ZSiteSeo.safeParse(value ?? {});
  return parsed.success ? parsed.data : ZSiteSeo.parse({});
}
export function readPageSeo(value: unknown): TPageSeo {
  const parsed = ZPageSeo.safeParse(value ?? {});
  return parsed.success ? parsed.data : ZPageSeo.parse({});
}
