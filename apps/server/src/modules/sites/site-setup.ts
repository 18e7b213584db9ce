// Setting the website up from a look (the /start wizard): its pages, theme and menu in one
// transaction.
import { and, eq, ne, sql } from 'drizzle-orm';
import { homeSlug, siteMessages, type TSitePage } from '@studio/site/contracts';
import { fillTemplate, findLook } from '@studio/site/templates/index';
import { defaultTheme } from '@studio/site/theme';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { ensureHomePage, listPages } from './page-service.ts';
import { sitePages } from './schema.ts';
import { replaceSiteSettings } from './settings-service.ts';
import { fillFor, requireTemplate, type PhotoAddresses } from './template-service.ts';

type Tenant = { businessId: string };

/**
 * Whether the site holds work of the owner's: a page besides the home page, or a home page that
 * was edited or published. Setting up from a look would replace it.
 */
async function hasOwnContent(executor: Executor, input: Tenant): Promise<boolean> {
  const [row] = await executor
    .select({
      others: sql<number>`count(*) filter (where ${sitePages.slug} <> ${homeSlug})::int`,
      touchedHome: sql<boolean>`coalesce(bool_or(${sitePages.slug} = ${homeSlug}
        and (${sitePages.version} > 1 or ${sitePages.published} is not null)), false)`,
    })
    .from(sitePages)
    .where(eq(sitePages.businessId, input.businessId));
  return Boolean(row && (row.others > 0 || row.touchedHome));
}

/**
 * Sets the site up from a look in one transaction: its pages (the first one the home page), the
 * theme (the business's own colour, the look's spacing) and a menu listing the pages. A site with
 * pages of the owner's own is replaced only when the owner confirmed it (replaceExisting): it
 * answers 409 otherwise, so nothing is ever overwritten by surprise. Nothing goes live until the
 * site is published.
 */
export async function setupSiteFromLook(
  db: Database,
  input: Tenant & { lookId: string; replaceExisting: boolean; storage: PhotoAddresses },
): Promise<{ pages: TSitePage[] }> {
  const look = findLook(input.lookId);
  if (!look) throw AppError.validation('lookId', siteMessages.lookNotFound);
  const business = await findBusiness(db, input);
  const fill = await fillFor(db, business, input.storage);
  await db.transaction(async (tx) => {
    await ensureHomePage(tx, input);
    if (!input.replaceExisting && (await hasOwnContent(tx, input))) {
      throw new AppError('CONFLICT', siteMessages.setupWouldReplace, {
        errors: [{ field: 'replaceExisting', message: siteMessages.setupWouldReplace }],
      });
    }
    await tx
      .delete(sitePages)
      .where(and(eq(sitePages.businessId, input.businessId), ne(sitePages.slug, homeSlug)));
    const ids: string[] = [];
    for (const [index, templateId] of look.pageTemplateIds.entries()) {
      const template = requireTemplate(templateId);
      if (template.kind !== 'page') throw new Error(`look ${look.id} names a section`);
      const draft = fillTemplate(template, fill);
      if (index === 0) {
        const [home] = await tx
          .update(sitePages)
          .set({
            title: template.title,
            draft,
            version: sql`${sitePages.version} + 1`,
            draftUpdatedAt: new Date(),
          })
          .where(and(eq(sitePages.businessId, input.businessId), eq(sitePages.slug, homeSlug)))
          .returning({ id: sitePages.id });
        if (!home) throw new Error('home page is missing');
        ids.push(home.id);
        continue;
      }
      const [row] = await tx
        .insert(sitePages)
        .values({
          businessId: input.businessId,
          slug: template.slug,
          title: template.title,
          sortIndex: index,
          draft,
        })
        .returning({ id: sitePages.id });
      if (!row) throw new Error('site page insert returned nothing');
      ids.push(row.id);
    }
    await replaceSiteSettings(tx, {
      businessId: input.businessId,
      theme: { ...defaultTheme, spacing: look.spacing },
      menu: { items: ids.map((pageId) => ({ pageId, label: '' })) },
    });
  });
  return { pages: await listPages(db, input) };
}
