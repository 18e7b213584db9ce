// The public availability answer (GET .../availability), served from memory when it is provably
// the same as a fresh one, and never otherwise.
//
// Why: a mini session month is ~476 slots (~90 KB of JSON). Computing it costs ~4 ms of PostgreSQL
// CPU (business-wide overlap flags with window functions) plus building and serialising the JSON;
// at 50 connections on 2 cores that was 252 req/s, p99 375 ms. Clients read times far more often
// than anyone writes them, so the serialised answer is kept and re-sent.
//
// Design:
// - Per server instance, a VersionedCache (platform/versioned-cache.ts: bounded by entry count and
//   total bytes) from (business, service, from, days, packageId, business time zone) to the
//   serialised answer (a Buffer), its strong ETag (hash of the bytes) and the version it was
//   computed at.
// - Writes: the answer depends on the business's slots (all services: overlaps), service dates
//   (date, location) and services (a deleted service's slots stop taking time). PostgreSQL keeps a
//   per-business version of these (table availability_versions, bumped by deferred triggers in
//   migration 0005_availability_versions at the commit of any transaction that writes them), so
//   every writer invalidates the cache: these routes, the owner's scheduling routes, the
//   sweeper, the webhook, other server instances, future code and hand-written SQL. Every request
//   reads the version in the same single prepared query that resolves the slugs (which it needs
//   anyway for the 404 rule), so a hit costs one cheap indexed query and no other work. The
//   version is read BEFORE the answer is computed (later statements see at least that state), so
//   an entry is never newer-labelled than its data; at worst it is recomputed once more.
// - Time: with no write the answer still changes when a shown hold ends (HELD -> AVAILABLE), a
//   shown slot starts (it drops out), a later hold ends (nextFrom) or the business day changes.
//   Each entry keeps the earliest of these instants (validUntil, see miniSessionAvailability),
//   capped at MAX_AGE_MS as a safety net; an entry is used only before it.
// - Business fields the answer shows (its time zone) are part of the key, read fresh by the
//   same query; a paused/private/deleted service answers 404 before the cache is consulted.
// - HTTP: strong ETag, 304 to a matching If-None-Match, `cache-control: no-cache` (a browser
//   may keep the body but must ask every time; the answer is checked as above on each request).
// - Only mini sessions are cached. A full session's times depend on more (its template, busy
//   ranges a year ahead for nextFrom, the package) and are computed, not a 1,000-slot list.
// - Concurrent misses of one key and version share one computation (VersionedCache).
import { and, eq, sql } from 'drizzle-orm';
import { ZPublicAvailability } from '@studio/shared/booking/contracts';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { AppError } from '../../platform/errors.ts';
import {
  VersionedCache,
  cachedAnswer,
  contractSerializer,
  replyFor,
  type CacheLimits,
  type CachedAnswer,
  type CachedReply,
} from '../../platform/versioned-cache.ts';
import { businessColumns } from '../businesses/business-columns.ts';
import { isBookable, serviceColumns } from '../services/service-columns.ts';
import {
  getAvailability,
  miniSessionAvailability,
  type AvailabilityInput,
} from './availability.ts';
import { requirePublicService, type Slugs } from './public-service.ts';
import { availabilityVersions } from './schema.ts';

/** Even with no write and no known change, an answer is recomputed at least this often. */
export const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** The clock the answers are computed at; tests move it (setAvailabilityClock). */
let clock: () => number = () => Date.now();

/** Tests only: compute and judge availability at another time (null: the real clock). */
export function setAvailabilityClock(now: (() => number) | null): void {
  clock = now ?? (() => Date.now());
}

const businessRows = businessColumns('businesses');
const serviceRows = serviceColumns('services');

// The slugs, the 404 rule and the business's availability version, in one statement.
const headQuery = preparedFor((executor) =>
  executor
    .select({
      businessId: businessRows.id,
      timeZone: businessRows.timeZone,
      serviceId: serviceRows.id,
      kind: serviceRows.kind,
      version: sql<number | string | null>`(select ${availabilityVersions.version}
        from ${availabilityVersions}
        where ${availabilityVersions.businessId} = ${businessRows.id})`,
    })
    .from(serviceRows)
    .innerJoin(businessRows, eq(businessRows.id, serviceRows.businessId))
    .where(
      and(
        eq(businessRows.slug, sql.placeholder('businessSlug')),
        eq(serviceRows.slug, sql.placeholder('serviceSlug')),
        isBookable(serviceRows),
      ),
    )
    .limit(1)
    .prepare('public_availability_head'),
);

export class AvailabilityCache {
  private readonly cache: VersionedCache;

  constructor(
    private readonly serialize: (answer: unknown) => string,
    limits: CacheLimits = { maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES },
  ) {
    this.cache = new VersionedCache(limits, () => clock());
  }

  get size(): number {
    return this.cache.size;
  }

  /** The answer for a request: 304 when the client has it, else the bytes to send. */
  async answer(
    executor: Executor,
    slugs: Slugs,
    input: AvailabilityInput,
    ifNoneMatch: string | undefined,
    /** Before times are read: brings the business's Google Calendar busy times up to date. */
    refreshBusy?: (businessId: string) => Promise<void>,
  ): Promise<CachedReply> {
    const [head] = await headQuery(executor).execute(slugs);
    if (!head) throw AppError.notFound(messages.bookingPageNotFound);
    await refreshBusy?.(head.businessId);
    const answer =
      head.kind === serviceKinds.MINI_SESSION
        ? await this.miniAnswer(executor, { ...head, version: Number(head.version ?? 0) }, input)
        : await this.uncached(executor, slugs, input);
    return replyFor(answer, ifNoneMatch);
  }

  private miniAnswer(
    executor: Executor,
    head: { businessId: string; serviceId: string; timeZone: string; version: number },
    input: AvailabilityInput,
  ): Promise<CachedAnswer> {
    const key = [
      head.businessId,
      head.serviceId,
      input.from,
      input.days,
      input.packageId ?? '',
      head.timeZone,
    ].join('|');
    return this.cache.get(key, head.version, async () => {
      const now = clock();
      const { answer, validUntil } = await miniSessionAvailability(
        executor,
        head,
        input,
        new Date(now),
      );
      return { body: this.serialize(answer), validUntil: Math.min(validUntil, now + MAX_AGE_MS) };
    });
  }

  /** Full sessions: computed every time (see the header), sent the same way. */
  private async uncached(executor: Executor, slugs: Slugs, input: AvailabilityInput) {
    const target = await requirePublicService(executor, slugs);
    const answer = await getAvailability(executor, target, input, new Date(clock()));
    return cachedAnswer(this.serialize(answer));
  }
}

/** The serialiser of answers: validated against the contract outside production. */
export const availabilitySerializer = (isProduction: boolean) =>
  contractSerializer(ZPublicAvailability, isProduction);
