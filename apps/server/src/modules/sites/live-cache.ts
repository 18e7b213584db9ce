// The live site's rendered pages kept in memory and re-sent while they are provably current: each
// is labelled with the business's site version (site_versions, bumped by PostgreSQL triggers on
// every write to what a page is made from: the business, its services and packages, the site's
// pages and settings) and keyed by the business's date, since a package's price may depend on the
// day. A request reads the version in one statement, then sends the kept bytes; only a change
// (on any instance) or a new day renders again.
// The Inquiry form block shows the business's inquiry questions (questionnaire_templates), so that
// table bumps the site version too (a constraint trigger running bump_site_version, as on
// services). Free times are not in the kept page at all: live-times.tsx fills them per request.
import { eq, sql } from 'drizzle-orm';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { VersionedCache, type CachedAnswer } from '../../platform/versioned-cache.ts';
import { businessColumns } from '../businesses/business-columns.ts';
import { siteVersions } from './schema.ts';

const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;

const businessRows = businessColumns('businesses');

// The business of a slug, its time zone and its site version, in one statement.
const headQuery = preparedFor((executor) =>
  executor
    .select({
      businessId: businessRows.id,
      timeZone: businessRows.timeZone,
      version: sql<number | string | null>`(select ${siteVersions.version}
        from ${siteVersions}
        where ${siteVersions.businessId} = ${businessRows.id})`,
    })
    .from(businessRows)
    .where(eq(businessRows.slug, sql.placeholder('businessSlug')))
    .limit(1)
    .prepare('live_site_head'),
);

/** What a page renders to; null when the page does not exist (not kept: a 404 is rare). */
export type Rendered = { html: string } | null;

export class LivePageCache {
  private readonly cache = new VersionedCache({ maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES });

  /**
   * The page's bytes and ETag, rendered by `render` only when nothing current is kept; null when
   * the business or the page does not exist.
   */
  async answer(
    executor: Executor,
    slugs: { businessSlug: string; pageSlug: string },
    render: () => Promise<Rendered>,
  ): Promise<CachedAnswer | null> {
    const [head] = await headQuery(executor).execute({
      businessSlug: slugs.businessSlug.toLowerCase(),
    });
    if (!head) return null;
    const key = [head.businessId, slugs.pageSlug.toLowerCase(), todayIn(head.timeZone)].join('|');
    try {
      return await this.cache.get(key, Number(head.version ?? 0), async () => {
        const rendered = await render();
        if (!rendered) throw new PageMissing();
        return { body: rendered.html };
      });
    } catch (error) {
      if (error instanceof PageMissing) return null;
      throw error;
    }
  }
}

class PageMissing extends Error {}
