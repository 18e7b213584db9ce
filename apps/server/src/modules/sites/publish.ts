// Publishing: every page's draft, the theme, the menu and the SEO settings become the live site together, in one
// transaction, so a visitor never sees a new page with the old menu or half of a change.
import { eq, sql } from 'drizzle-orm';
import { siteUrl, type TPublishSiteResult } from '@studio/site/contracts';
import type { Database } from '../../db/client.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { ensureHomePage } from './page-service.ts';
import { sitePages } from './schema.ts';
import { publishSiteSettings } from './settings-service.ts';

export async function publishSite(
  db: Database,
  input: { businessId: string },
): Promise<TPublishSiteResult> {
  const at = new Date();
  const pageCount = await db.transaction(async (tx) => {
    await ensureHomePage(tx, input);
    const pages = await tx
      .update(sitePages)
      .set({
        published: sql`${sitePages.draft}`,
        publishedTitle: sql`${sitePages.title}`,
        publishedSeo: sql`${sitePages.seo}`,
        publishedAt: at,
      })
      .where(eq(sitePages.businessId, input.businessId))
      .returning({ id: sitePages.id });
    await publishSiteSettings(tx, { ...input, at });
    return pages.length;
  });
  const business = await findBusiness(db, input);
  return { publishedAt: at.toISOString(), url: siteUrl(business.slug), pageCount };
}
