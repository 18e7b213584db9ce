// A search statement's row -> the search result the API answers.
import type { TSearchResult, TSearchResultType } from '@studio/shared/search/contracts';
import { isoTimestamp } from '../../db/prepared.ts';

export type ResultRow = {
  type: TSearchResultType;
  id: string;
  full_name: string;
  email: string;
  /** As PostgreSQL writes a timestamptz (the driver hands it over as text). */
  created_at: string;
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
    createdDate: isoTimestamp(row.created_at),
    link: `${linkPrefix[row.type]}${row.id}`,
  };
}
