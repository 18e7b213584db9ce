// A search statement's row -> SPEC §3 Search result.
import type { TSearchResult, TSearchResultType } from '@studio/shared/search/contracts';

export type ResultRow = {
  type: TSearchResultType;
  id: string;
  full_name: string;
  email: string;
  created_at: Date | string;
  service_name: string | null;
  service_color: string | null;
};

const linkPrefix: Record<TSearchResultType, string> = {
  shoot: '/shoots/',
  inquiry: '/inquiries/',
  clients: '/contacts/',
};

export function presentResult(row: ResultRow): TSearchResult {
  return {
    type: row.type,
    id: row.id,
    customerName: row.full_name,
    email: row.email,
    serviceName: row.service_name,
    serviceColor: row.service_color,
    createdDate: new Date(row.created_at).toISOString(),
    link: `${linkPrefix[row.type]}${row.id}`,
  };
}
