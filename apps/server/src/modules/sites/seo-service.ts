// The website's search and sharing settings (Management > SEO): the site's title, description,
// social image and favicon, and per page a title, a description and noindex. Drafts, like the
// theme: they go live with the rest of the site on publish (publish.ts copies them).
import { and, eq, sql } from 'drizzle-orm';
import { siteMessages } from '@studio/site/contracts';
import {
  readPageSeo,
  readSiteSeo,
  seoMessages,
  type TPageSeo,
  type TSeoSettings,
  type TSiteSeo,
} from '@studio/site/seo';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { activeHostname } from '../domains/domain-queries.ts';
import { getPage, listPages } from './page-service.ts';
import { sitePages, siteSettings } from './schema.ts';
import { ensureSettingsRow } from './settings-service.ts';

type Tenant = { businessId: string };

/** Where the live site is found: its first active custom domain, else the product's address. */
export function liveBaseUrl(input: {
  appUrl: string;
  businessSlug: string;
  customHostname: string | null;
}): string {
  return input.customHostname
    ? `https://${input.customHostname}/`
    : `${input.appUrl}/site/${encodeURIComponent(input.businessSlug)}/`;
}

/** Only the business's own uploads may be shown on its site. */
function checkOwnImage(businessId: string, field: string, url: string | null): void {
  if (url !== null && !url.startsWith(`/uploads/${businessId}/`)) {
    throw AppError.validation(field, seoMessages.imageNotUploaded);
  }
}

export async function getSeoSettings(
  executor: Executor,
  input: Tenant & { appUrl: string },
): Promise<TSeoSettings> {
  const pages = await listPages(executor, input);
  const row = await ensureSettingsRow(executor, input);
  const seoRows = await executor
    .select({
      id: sitePages.id,
      seo: sitePages.seo,
      isChanged: sql<boolean>`coalesce(${sitePages.publishedSeo}, '{}'::jsonb) <> ${sitePages.seo}`,
    })
    .from(sitePages)
    .where(eq(sitePages.businessId, input.businessId));
  const byId = new Map(seoRows.map((seoRow) => [seoRow.id, seoRow]));
  const [business, hostname] = await Promise.all([
    findBusiness(executor, input),
    activeHostname(executor, input),
  ]);
  const site = readSiteSeo(row.seo);
  const isSiteChanged = JSON.stringify(readSiteSeo(row.publishedSeo)) !== JSON.stringify(site);
  return {
    site,
    pages: pages.map((page) => ({ page, seo: readPageSeo(byId.get(page.id)?.seo) })),
    liveUrl: liveBaseUrl({
      appUrl: input.appUrl,
      businessSlug: business.slug,
      customHostname: hostname,
    }),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasUnpublishedChanges:
      !row.publishedAt || isSiteChanged || seoRows.some((seoRow) => seoRow.isChanged),
  };
}

export async function saveSiteSeo(
  executor: Executor,
  input: Tenant & { seo: TSiteSeo; appUrl: string },
): Promise<TSeoSettings> {
  checkOwnImage(input.businessId, 'socialImageUrl', input.seo.socialImageUrl);
  checkOwnImage(input.businessId, 'faviconUrl', input.seo.faviconUrl);
  await ensureSettingsRow(executor, input);
  await executor
    .update(siteSettings)
    .set({ seo: input.seo, updatedAt: new Date() })
    .where(eq(siteSettings.businessId, input.businessId));
  return getSeoSettings(executor, input);
}

export async function savePageSeo(
  executor: Executor,
  input: Tenant & { id: string; seo: TPageSeo },
): Promise<{ seo: TPageSeo }> {
  await getPage(executor, input); // 404 for another business's page
  const [saved] = await executor
    .update(sitePages)
    .set({ seo: input.seo })
    .where(and(eq(sitePages.id, input.id), eq(sitePages.businessId, input.businessId)))
    .returning({ seo: sitePages.seo });
  if (!saved) throw AppError.notFound(siteMessages.pageNotFound);
  return { seo: readPageSeo(saved.seo) };
}
