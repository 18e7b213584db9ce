// The website's pages: a tree under the home page, each with a draft the editor autosaves. Every
// query is scoped by the business; another business's page id answers 404.
import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import { slugify, nextFreeSlug } from '@studio/shared/slug';
import {
  homeSlug,
  reservedSlugs,
  siteMessages,
  type TSitePage,
  type TSitePageDraft,
  type ZCreateSitePageRequest,
  type ZMoveSitePageRequest,
  type ZUpdateSitePageRequest,
} from '@studio/site/contracts';
import { cleanRichText, validatePageData } from '@studio/site/page-data';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { inTreeOrder, presentSitePage } from './presenter.ts';
import { sitePages } from './schema.ts';
import { homeStarter, pageStarter } from './starter-pages.ts';
import { filledTemplate, type PhotoAddresses } from './template-service.ts';

type Tenant = { businessId: string };

const listColumns = {
  id: sitePages.id,
  slug: sitePages.slug,
  title: sitePages.title,
  parentId: sitePages.parentId,
  sortIndex: sitePages.sortIndex,
  draftUpdatedAt: sitePages.draftUpdatedAt,
  publishedAt: sitePages.publishedAt,
  hasUnpublishedChanges: sql<boolean>`(${sitePages.published} is null
    or ${sitePages.published} <> ${sitePages.draft}
    or ${sitePages.publishedTitle} is distinct from ${sitePages.title}
    or coalesce(${sitePages.publishedSeo}, '{}'::jsonb) <> ${sitePages.seo})`,
};

/** A site always has its home page: made, with starter content, the first time it is asked for. */
export async function ensureHomePage(executor: Executor, input: Tenant): Promise<void> {
  const [home] = await executor
    .select({ id: sitePages.id })
    .from(sitePages)
    .where(and(eq(sitePages.businessId, input.businessId), eq(sitePages.slug, homeSlug)));
  if (home) return;
  const business = await findBusiness(executor, input);
  await executor
    .insert(sitePages)
    .values({
      businessId: input.businessId,
      slug: homeSlug,
      title: 'Home',
      draft: homeStarter(business),
    })
    .onConflictDoNothing();
}

export async function listPages(executor: Executor, input: Tenant): Promise<TSitePage[]> {
  await ensureHomePage(executor, input);
  const rows = await executor
    .select(listColumns)
    .from(sitePages)
    .where(eq(sitePages.businessId, input.businessId));
  return inTreeOrder(rows).map(presentSitePage);
}

export async function getPage(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<TSitePage> {
  const [row] = await executor
    .select(listColumns)
    .from(sitePages)
    .where(and(eq(sitePages.id, input.id), eq(sitePages.businessId, input.businessId)));
  if (!row) throw AppError.notFound(siteMessages.pageNotFound);
  return presentSitePage(row);
}

async function requireParent(executor: Executor, input: Tenant & { parentId: string | null }) {
  if (!input.parentId) return;
  const [parent] = await executor
    .select({ id: sitePages.id })
    .from(sitePages)
    .where(and(eq(sitePages.id, input.parentId), eq(sitePages.businessId, input.businessId)));
  if (!parent) throw AppError.validation('parentId', siteMessages.parentNotFound);
}

const slugTaken = () =>
  new AppError('CONFLICT', siteMessages.slugTaken, {
    errors: [{ field: 'slug', message: siteMessages.slugTaken }],
  });

export async function createPage(
  executor: Executor,
  input: Tenant & { page: z.output<typeof ZCreateSitePageRequest>; storage: PhotoAddresses },
): Promise<TSitePage> {
  const { title, parentId, templateId } = input.page;
  // The template is looked up first: an unknown one answers 404 before anything is written.
  const draft = templateId
    ? await filledTemplate(executor, {
        businessId: input.businessId,
        id: templateId,
        storage: input.storage,
      })
    : pageStarter(title);
  await ensureHomePage(executor, input);
  await requireParent(executor, { ...input, parentId });
  const existing = await executor
    .select({ slug: sitePages.slug })
    .from(sitePages)
    .where(eq(sitePages.businessId, input.businessId));
  // The reserved addresses count as taken, so a page titled 'Home' gets 'home-2'.
  const taken = new Set([...existing.map((row) => row.slug), ...reservedSlugs]);
  let slug = input.page.slug;
  if (slug === undefined) {
    slug = nextFreeSlug(slugify(title, { maxLength: 50, fallback: 'page' }), taken);
  } else if (taken.has(slug)) {
    throw slugTaken();
  }
  const [last] = await executor
    .select({ sortIndex: max(sitePages.sortIndex) })
    .from(sitePages)
    .where(
      and(
        eq(sitePages.businessId, input.businessId),
        parentId ? eq(sitePages.parentId, parentId) : isNull(sitePages.parentId),
      ),
    );
  try {
    const [row] = await executor
      .insert(sitePages)
      .values({
        businessId: input.businessId,
        slug,
        title,
        parentId,
        sortIndex: (last?.sortIndex ?? 0) + 1,
        draft,
      })
      .returning({ id: sitePages.id });
    if (!row) throw new Error('site page insert returned nothing');
    return getPage(executor, { businessId: input.businessId, id: row.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Renames a page or changes its address; the home page keeps its address (the site's root). */
export async function updatePage(
  executor: Executor,
  input: Tenant & { id: string; changes: z.output<typeof ZUpdateSitePageRequest> },
): Promise<TSitePage> {
  const page = await getPage(executor, input);
  const { title, slug } = input.changes;
  if (slug !== undefined && page.isHome) {
    throw AppError.validation('slug', 'The home page always answers at the site’s address');
  }
  try {
    await executor
      .update(sitePages)
      .set({ ...(title === undefined ? {} : { title }), ...(slug === undefined ? {} : { slug }) })
      .where(and(eq(sitePages.id, input.id), eq(sitePages.businessId, input.businessId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return getPage(executor, input);
}

/** Moves a page under a parent (null: top level) at a position among its new siblings. */
export async function movePage(
  executor: Executor,
  input: Tenant & { id: string; move: z.output<typeof ZMoveSitePageRequest> },
): Promise<TSitePage[]> {
  const { parentId, index } = input.move;
  const pages = await listPages(executor, input);
  const page = pages.find((candidate) => candidate.id === input.id);
  if (!page) throw AppError.notFound(siteMessages.pageNotFound);
  if (page.isHome) throw AppError.validation('parentId', siteMessages.homeCannotMove);
  if (parentId !== null) {
    // Walking up from the new parent must not reach the page itself.
    const parentOf = new Map(pages.map((candidate) => [candidate.id, candidate.parentId]));
    if (!parentOf.has(parentId)) throw AppError.validation('parentId', siteMessages.parentNotFound);
    for (let at: string | null = parentId; at; at = parentOf.get(at) ?? null) {
      if (at === page.id) throw AppError.validation('parentId', siteMessages.parentIsDescendant);
    }
  }
  const siblings = pages.filter(
    (candidate) => candidate.parentId === parentId && candidate.id !== page.id && !candidate.isHome,
  );
  siblings.splice(Math.min(index, siblings.length), 0, page);
  await executor.transaction(async (tx) => {
    for (const [position, sibling] of siblings.entries()) {
      await tx
        .update(sitePages)
        .set({ sortIndex: position + 1, parentId })
        .where(and(eq(sitePages.id, sibling.id), eq(sitePages.businessId, input.businessId)));
    }
  });
  return listPages(executor, input);
}

/** Deletes a page with the pages under it; the home page stays. */
export async function deletePage(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<void> {
  const page = await getPage(executor, input);
  if (page.isHome) throw AppError.validation('id', siteMessages.homeCannotBeDeleted);
  await executor
    .delete(sitePages)
    .where(
      and(
        eq(sitePages.id, input.id),
        eq(sitePages.businessId, input.businessId),
        ne(sitePages.slug, homeSlug),
      ),
    );
}

export async function getDraft(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<TSitePageDraft> {
  const page = await getPage(executor, input);
  const [row] = await executor
    .select({ draft: sitePages.draft, version: sitePages.version })
    .from(sitePages)
    .where(and(eq(sitePages.id, input.id), eq(sitePages.businessId, input.businessId)));
  if (!row) throw AppError.notFound(siteMessages.pageNotFound);
  return { page, data: row.draft, version: row.version };
}

/**
 * Saves a page's draft. Every block is checked against its schema (400 naming the block and the
 * field) and rich text is sanitised before it is stored. The save names the version it was made
 * from; one conditional update applies it only if that is still the current version, so a second
 * tab holding an older copy gets 409 instead of silently overwriting the newer draft.
 */
export async function saveDraft(
  executor: Executor,
  input: Tenant & { id: string; data: unknown; version: number },
): Promise<TSitePageDraft> {
  const checked = validatePageData(input.data);
  if (checked.issues) {
    throw new AppError('VALIDATION', checked.issues.map((issue) => issue.message).join('; '), {
      errors: checked.issues,
    });
  }
  const data = cleanRichText(checked.data, sanitizeRichText);
  const [saved] = await executor
    .update(sitePages)
    .set({
      draft: data,
      version: sql`${sitePages.version} + 1`,
      draftUpdatedAt: new Date(),
    })
    .where(
      and(
        eq(sitePages.id, input.id),
        eq(sitePages.businessId, input.businessId),
        eq(sitePages.version, input.version),
      ),
    )
    .returning({ version: sitePages.version });
  if (!saved) {
    await getPage(executor, input); // 404 for an unknown page or another business's
    throw new AppError('CONFLICT', siteMessages.draftConflict);
  }
  return { page: await getPage(executor, input), data, version: saved.version };
}

/** Every page of the business in tree order, for publishing and the sitemap. */
export async function pageRows(executor: Executor, input: Tenant) {
  return executor
    .select()
    .from(sitePages)
    .where(eq(sitePages.businessId, input.businessId))
    .orderBy(asc(sitePages.sortIndex));
}
