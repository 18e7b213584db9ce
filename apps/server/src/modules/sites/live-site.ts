// What the live site shows: only published content, looked up by the business's public slug.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TSiteContext } from '@studio/site/site-context.tsx';
import { readablePageData, type TPageData } from '@studio/site/page-data';
import { readPageSeo, type TPageSeo, type TSiteSeo } from '@studio/site/seo';
import type { TMenuLink } from '@studio/site/site-page.tsx';
import type { TSiteTheme } from '@studio/site/theme';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { getBusinessPage, requirePublicBusiness } from '../booking/public-service.ts';
import type { BusinessRow } from '../businesses/service.ts';
import { inTreeOrder } from './presenter.ts';
import { sitePages } from './schema.ts';
import { publishedSettings } from './settings-service.ts';

/**
 * Where a live page is served and found. On the business's own host (an ACTIVE custom domain) the
 * site answers at its root; on the product's host under /site/{slug}/. The canonical address is
 * the first active custom domain when there is one, wherever the page was asked for.
 */
export type SiteAddress = {
  /** The path the site's links start with: '/' or '/site/{slug}/'. */
  pathBase: string;
  /** The absolute address of the home page, ending in '/'. */
  canonicalBase: string;
};

export function pageHref(base: string, pageSlug: string): string {
  return pageSlug ? `${base}${encodeURIComponent(pageSlug)}` : base;
}

export type TrackingIds = { googleAnalyticsId: string | null; facebookPixelId: string | null };

export type LivePage = {
  business: BusinessRow;
  address: SiteAddress;
  seo: { site: TSiteSeo; page: TPageSeo };
  tracking: TrackingIds;
  context: TSiteContext;
  theme: TSiteTheme;
  menu: TMenuLink[];
  page: { slug: string; title: string; data: TPageData };
  /** The newest of the site's publish time and the business's last change. */
  lastModified: Date;
};

export type LiveAnswer =
  | { kind: 'page'; live: LivePage }
  | { kind: 'unpublished'; business: BusinessRow }
  | { kind: 'missing'; business: BusinessRow | null };

async function businessBySlug(executor: Executor, slug: string): Promise<BusinessRow | null> {
  try {
    return await requirePublicBusiness(executor, slug.toLowerCase());
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

async function publishedPages(executor: Executor, businessId: string) {
  const rows = await executor
    .select({
      id: sitePages.id,
      slug: sitePages.slug,
      parentId: sitePages.parentId,
      sortIndex: sitePages.sortIndex,
      title: sitePages.publishedTitle,
      published: sitePages.published,
      publishedAt: sitePages.publishedAt,
      seo: sitePages.publishedSeo,
    })
    .from(sitePages)
    .where(and(eq(sitePages.businessId, businessId), isNotNull(sitePages.published)));
  return inTreeOrder(rows);
}

/** The published page at the slug ('' is home), or why there is none. */
export async function findLivePage(
  executor: Executor,
  input: {
    businessSlug: string;
    pageSlug: string;
    address: (business: BusinessRow) => SiteAddress;
    tracking: TrackingIds;
  },
): Promise<LiveAnswer> {
  const business = await businessBySlug(executor, input.businessSlug);
  if (!business) return { kind: 'missing', business: null };
  const settings = await publishedSettings(executor, { businessId: business.id });
  if (!settings) {
    return input.pageSlug === ''
      ? { kind: 'unpublished', business }
      : { kind: 'missing', business };
  }
  const pages = await publishedPages(executor, business.id);
  const page = pages.find((candidate) => candidate.slug === input.pageSlug.toLowerCase());
  if (!page) return { kind: 'missing', business };

  // The services come from the booking module's public list when the page is shown, so they are
  // always the ones a client can book now.
  const bookingPage = await getBusinessPage(executor, business.slug);
  const byId = new Map(pages.map((candidate) => [candidate.id, candidate]));
  const menuPages = settings.menu.items.length
    ? settings.menu.items.flatMap((item) => {
        const target = byId.get(item.pageId);
        return target ? [{ target, label: item.label }] : [];
      })
    : // No menu chosen yet: the top-level pages, in the order of the page list.
      pages
        .filter((candidate) => candidate.parentId === null)
        .map((target) => ({ target, label: '' }));
  const address = input.address(business);
  const menu = menuPages.map(({ target, label }) => ({
    label: label || target.title || 'Page',
    href: pageHref(address.pathBase, target.slug),
    isCurrent: target.id === page.id,
  }));
  return {
    kind: 'page',
    live: {
      business,
      address,
      seo: { site: settings.seo, page: readPageSeo(page.seo) },
      tracking: input.tracking,
      theme: settings.theme,
      menu: menu.length > 1 ? menu : [],
      context: {
        business: {
          name: business.name,
          slug: business.slug,
          currency: business.currency,
          email: business.email,
          phone: business.phone ?? '',
        },
        services: bookingPage.services.map((service) => ({
          name: service.name,
          slug: service.slug,
          fromPrice: service.fromPrice,
          imageUrl: service.imageUrl,
        })),
        sanitize: sanitizeRichText,
      },
      page: { slug: page.slug, title: page.title ?? '', data: readablePageData(page.published) },
      lastModified: new Date(
        Math.max(settings.publishedAt.getTime(), business.updatedAt.getTime()),
      ),
    },
  };
}

/** The published pages' addresses and times, for the sitemap: noindex pages are left out. */
export async function livePageList(executor: Executor, businessSlug: string) {
  const business = await businessBySlug(executor, businessSlug);
  if (!business) return null;
  const settings = await publishedSettings(executor, { businessId: business.id });
  if (!settings) return { business, pages: [] };
  const pages = await publishedPages(executor, business.id);
  return {
    business,
    pages: pages
      .filter((page) => !readPageSeo(page.seo).noindex)
      .map((page) => ({
        slug: page.slug,
        publishedAt: page.publishedAt ?? settings.publishedAt,
      })),
  };
}
