// Nesting in the page tree: the pages a page may move under (not itself nor a page below it, as
// the server refuses), and the move request that puts it last among its new siblings.
import type { TSitePage } from '@studio/site/contracts';

/** The page and every page below it. */
function subtreeOf(page: TSitePage, pages: TSitePage[]): Set<string> {
  const ids = new Set([page.id]);
  for (const candidate of pages) {
    // Pages come parents first (tree order), so one pass finds every descendant.
    if (candidate.parentId && ids.has(candidate.parentId)) ids.add(candidate.id);
  }
  return ids;
}

/** The pages `page` may be moved under: any but itself, its descendants and its current parent. */
export function parentChoices(page: TSitePage, pages: TSitePage[]): TSitePage[] {
  if (page.isHome) return [];
  const below = subtreeOf(page, pages);
  return pages.filter((candidate) => !below.has(candidate.id) && candidate.id !== page.parentId);
}

/** The move endpoint's index past the last sibling: the server puts the page at the end. */
export const LAST_POSITION = 1000;
