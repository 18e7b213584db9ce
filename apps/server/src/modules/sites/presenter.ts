import type { TSitePage } from '@studio/site/contracts';

export type SitePageListRow = {
  id: string;
  slug: string;
  title: string;
  parentId: string | null;
  sortIndex: number;
  draftUpdatedAt: Date;
  publishedAt: Date | null;
  hasUnpublishedChanges: boolean;
};

export function presentSitePage(row: SitePageListRow): TSitePage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    parentId: row.parentId,
    sortIndex: row.sortIndex,
    isHome: row.slug === '',
    draftUpdatedAt: row.draftUpdatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasUnpublishedChanges: row.hasUnpublishedChanges,
  };
}

/** Parents before their children, siblings by sort index (the home page first). */
export function inTreeOrder<
  Row extends { id: string; parentId: string | null; sortIndex: number; slug: string },
>(rows: Row[]): Row[] {
  const byParent = new Map<string | null, Row[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const ordered: Row[] = [];
  const visit = (parentId: string | null) => {
    const siblings = (byParent.get(parentId) ?? []).sort(
      (a, b) =>
        Number(b.slug === '') - Number(a.slug === '') ||
        a.sortIndex - b.sortIndex ||
        a.id.localeCompare(b.id),
    );
    for (const row of siblings) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}
