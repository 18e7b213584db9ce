// HTTP for global search.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZSearchCountQuery,
  ZSearchCounts,
  ZSearchPage,
  ZSearchQuery,
} from '@studio/shared/search/contracts';
import { tenantOf } from '../../platform/auth.ts';
import { countSearchResults, searchRecords } from './service.ts';

const tags = ['search'];

export async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Shoots, inquiries and clients whose name, email or phone contains the input',
        description:
          'Case and accents are ignored; % and _ are plain characters; a phone number also ' +
          'matches by its digits alone. type: all | shoot | inquiry | clients (meeting: no rows ' +
          'yet). Pages of 10 (page is 1-based, at most 100). Up to 1,000 matches of a kind are ' +
          'ranked: exact name or email, then starting with the input, then a word starting with ' +
          'it, then the rest, newest first in each; beyond that, and for input shorter than ' +
          'three letters or digits, newest first. Blank input answers no rows.',
        querystring: ZSearchQuery,
        response: { 200: ZSearchPage },
      },
    },
    async (request) =>
      searchRecords(db, { businessId: tenantOf(request).businessId, ...request.query }),
  );

  app.get(
    '/search/count',
    {
      schema: {
        tags,
        summary: 'How many results each search tab has (each exact up to 99, see isCapped)',
        querystring: ZSearchCountQuery,
        response: { 200: ZSearchCounts },
      },
    },
    async (request) =>
      countSearchResults(db, { businessId: tenantOf(request).businessId, ...request.query }),
  );
}
