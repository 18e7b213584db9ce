// The owner's global search through the API, for the search tests.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TSearchCounts, TSearchPage } from '@studio/shared/search/contracts';
import { apiClient } from './api-client.ts';
import type { Owner } from './factories/owner.ts';

/** A moment `minutes` ago: tests order rows by creation without waiting. */
export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

/** The owner's global search through the API: a page, its rows' names, every page, the counts. */
export function searchClient(app: FastifyInstance, owner: Owner) {
  const api = apiClient(app, owner);
  const page = async (search: string, type = 'all', page = 1) => {
    const query = new URLSearchParams({ search, type, page: String(page) });
    const res = await api.get<TSearchPage>(`/api/search?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  return {
    page,
    names: async (search: string, type = 'all', number = 1) =>
      (await page(search, type, number)).items.map((item) => `${item.type}:${item.customerName}`),
    /** Every page in turn, until one says no more follow. */
    all: async (search: string, type = 'all') => {
      const items: TSearchPage['items'] = [];
      for (let number = 1; ; number++) {
        const next = await page(search, type, number);
        items.push(...next.items);
        if (!next.hasMore) return items;
      }
    },
    counts: async (search: string) => {
      const res = await api.get<TSearchCounts>(
        `/api/search/count?${new URLSearchParams({ search })}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    },
    raw: (url: string) => api.get(url),
  };
}
