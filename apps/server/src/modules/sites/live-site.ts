// What the live site shows: only published content, looked up by the business's public slug.
import { and, eq, isNotNull } from 'drizzle-orm';
import { packagePrice } from '@studio/shared/packages/discount';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import type { TSiteContext, TSiteImage, TSiteService } from '@studio/site/site-context.tsx';
import { readablePageData, type TPageData } from '@studio/site/page-data';
import { readPageSeo, type TPageSeo, type TSiteSeo } from '@studio/site/seo';
import type { TMenuLink } from '@studio/site/site-page.tsx';
import type { TSiteTheme } from '@studio/site/theme';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { findBusinessFilesByKeys } from '../../platform/storage/file-queries.ts';
import { imageVariantWidths, variantKey } from '../../platform/storage/upload-service.ts';
import { getBusinessPage, requirePublicBusiness } from '../booking/public-service.ts';
import type { BusinessRow } from '../businesses/service.ts';
import { listBusinessPackages } from '../packages/booking-queries.ts';
import { presentPackage } from '../packages/presenter.ts';
import { isBookable, serviceColumns } from '../services/service-columns.ts';
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
  const data = readablePageData(page.published);
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
      context: await liveContext(executor, { business, bookingPage, data }),
      page: { slug: page.slug, title: page.title ?? '', data },
      lastModified: new Date(
        Math.max(settings.publishedAt.getTime(), business.updatedAt.getTime()),
      ),
    },
  };
}

const serviceRows = serviceColumns('service');

/**
 * The bookable services with their packages and today's prices (the Pricing block's cards), read
 * from the packages module like the booking page reads them.
 */
async function withPackages(
  executor: Executor,
  business: BusinessRow,
  listed: { name: string; slug: string; fromPrice: number | null; imageUrl: string | null }[],
): Promise<TSiteService[]> {
  if (listed.length === 0) return [];
  const ids = await executor
    .select({ id: serviceRows.id, slug: serviceRows.slug })
    .from(serviceRows)
    .where(and(eq(serviceRows.businessId, business.id), isBookable(serviceRows)));
  const slugOf = new Map(ids.map((row) => [row.id, row.slug]));
  const today = todayIn(business.timeZone);
  const bySlug = new Map<string, { sortIndex: number; name: string; price: number }[]>();
  for (const row of await listBusinessPackages(executor, { businessId: business.id })) {
    const slug = slugOf.get(row.serviceId);
    if (!slug) continue;
    const list = bySlug.get(slug) ?? [];
    list.push({
      sortIndex: row.sortIndex,
      name: row.name,
      price: packagePrice(presentPackage(row), today),
    });
    bySlug.set(slug, list);
  }
  return listed.map((service) => ({
    name: service.name,
    slug: service.slug,
    fromPrice: service.fromPrice,
    imageUrl: service.imageUrl,
    packages: (bySlug.get(service.slug) ?? [])
      .sort((a, b) => a.sortIndex - b.sortIndex)
      .map(({ name, price }) => ({ name, price })),
  }));
}

/**
 * What a page's blocks read besides their own props: the business, its bookable services, its
 * inquiry form and the sizes of the page's images. A template's preview is given the same.
 */
export async function liveContext(
  executor: Executor,
  input: {
    business: BusinessRow;
    bookingPage: Awaited<ReturnType<typeof getBusinessPage>>;
    data: TPageData;
  },
): Promise<TSiteContext> {
  const { business, bookingPage } = input;
  return {
    business: {
      name: business.name,
      slug: business.slug,
      currency: business.currency,
      email: business.email,
      phone: business.phone ?? '',
      timeZone: business.timeZone,
    },
    // The business-wide inquiry form, as the booking site shows it. Its questions live in
    // questionnaire_templates, which site_versions watches so the kept page follows an edit
    // of them (live-cache.ts).
    inquiryFields: bookingPage.inquiryFields,
    images: await pageImages(executor, business.id, input.data),
    services: await withPackages(executor, business, bookingPage.services),
    sanitize: sanitizeRichText,
  };
}

/** Every /uploads/ address among the page's props, however deeply a block keeps it. */
function uploadUrls(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/uploads/')) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) uploadUrls(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) uploadUrls(item, found);
  }
  return found;
}

/**
 * The size and smaller copies (srcset) of the business's images the page shows, read in one
 * query. An address that is not one of its uploads gets no entry and is shown as it is.
 */
async function pageImages(
  executor: Executor,
  businessId: string,
  data: TPageData,
): Promise<Record<string, TSiteImage>> {
  const prefix = '/uploads/';
  const urls = [...uploadUrls(data.content, new Set())].slice(0, 300);
  const keys = urls.flatMap((url) => {
    const key = url.slice(prefix.length);
    return [key, ...imageVariantWidths.map((width) => variantKey(key, width))];
  });
  const rows = new Map(
    (await findBusinessFilesByKeys(executor, { businessId, keys })).map((row) => [row.key, row]),
  );
  const images: Record<string, TSiteImage> = {};
  for (const url of urls) {
    const key = url.slice(prefix.length);
    const original = rows.get(key);
    if (!original) continue;
    const copies = imageVariantWidths.flatMap((width) => {
      const copy = rows.get(variantKey(key, width));
      return copy ? [`${prefix}${copy.key} ${copy.width ?? width}w`] : [];
    });
    images[url] = {
      width: original.width,
      height: original.height,
      srcSet:
        copies.length > 0 && original.width
          ? [...copies, `${url} ${original.width}w`].join(', ')
          : '',
    };
  }
  return images;
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
