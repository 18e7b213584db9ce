// Global search: the top bar's overlay
// asks GET /api/search for a page of one tab and GET /api/search/count for every tab's count.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { searchTabs } from '../enums.ts';
import { messages } from '../messages.ts';

/** What may be typed: client name and email are at most 128 characters. */
export const SEARCH_INPUT_MAX = 128;
/**
 * Up to this many matches of a kind are ranked; beyond it, results come newest first. It is also
 * how far the overlay scrolls (100 pages of 10).
 */
export const SEARCH_RANK_CAP = 1000;
/** Each tab counts up to 99 and then reads '99+', like the notification badge. */
export const SEARCH_COUNT_CAP = limits.badgeCap;
export const SEARCH_MAX_PAGE = SEARCH_RANK_CAP / limits.searchPageSize;

/** A tab of the overlay; 'meeting' is kept for meetings to come and has no rows yet. */
export const ZSearchType = z.enum(searchTabs);
export type TSearchType = z.infer<typeof ZSearchType>;
/** The kind of one result row. */
export const ZSearchResultType = z.enum(['shoot', 'inquiry', 'clients']);
export type TSearchResultType = z.infer<typeof ZSearchResultType>;

const ZSearchText = z
  .string()
  .max(SEARCH_INPUT_MAX, messages.maxLength('search', SEARCH_INPUT_MAX))
  .default('');

/** GET /api/search?search=&type=&page= (page is 1-based, pages of 10). */
export const ZSearchQuery = z.object({
  search: ZSearchText,
  type: ZSearchType.default('all'),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE, messages.searchResultsLimit).default(1),
});
export type TSearchQuery = z.input<typeof ZSearchQuery>;

/** GET /api/search/count?search= */
export const ZSearchCountQuery = z.object({ search: ZSearchText });

/** One row. Clients show the service of their latest shoot, if any. */
export const ZSearchResult = z.object({
  type: ZSearchResultType,
  id: z.string(),
  customerName: z.string(),
  email: z.string(),
  serviceName: z.string().nullable(),
  serviceColor: z.string().nullable(),
  createdDate: z.string(),
  /** /shoots/{id}, /inquiries/{id} or /contacts/{id}. */
  link: z.string(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchPage = z.object({
  items: z.array(ZSearchResult),
  page: z.number().int(),
  size: z.number().int(),
  hasMore: z.boolean(),
});
export type TSearchPage = z.infer<typeof ZSearchPage>;

/**
 * Search counts. Each kind is counted up to SEARCH_COUNT_CAP; isCapped says which kinds
 * have more (their tab reads '99+'). totalResults adds the three (a lower bound when one is capped).
 */
export const ZSearchCounts = z.object({
  totalResults: z.number().int(),
  totalShoots: z.number().int(),
  totalMeetings: z.number().int(),
  totalInquiries: z.number().int(),
  totalClients: z.number().int(),
  isCapped: z.object({ shoot: z.boolean(), inquiry: z.boolean(), clients: z.boolean() }),
});
export type TSearchCounts = z.infer<typeof ZSearchCounts>;
