// Serialised answers kept in memory and re-sent while they are provably the same as a fresh one:
// each is labelled with the version of its data that PostgreSQL's triggers keep (read by the
// caller on every request, before computing) and, when time alone changes it, the instant it
// stops being right. Used by the public availability (booking/availability-cache.ts) and the
// notifications panel (notifications/page-cache.ts).
//
// - An entry is used only at the version it was computed at and before its validUntil; a request
//   that read an older version than the entry's recomputes and leaves the entry be, and a slower
//   computation of an older version never replaces a newer entry (versions only grow).
// - Concurrent misses of one key and version share one computation.
// - Bounded by entry count and total bytes, the least recently used dropped first.
// - Each answer carries a strong ETag (a hash of its bytes): `replyFor` answers 304 to an
//   If-None-Match that names it, and `sendCached` sends either as it is.
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

export type CachedAnswer = { body: Buffer; etag: string };

/** What a request gets: 304 when the client has the answer (If-None-Match), else its bytes. */
export type CachedReply = ({ status: 200 } & CachedAnswer) | { status: 304; etag: string };

/** What a computation gives: the serialised answer and, if time alone changes it, until when. */
type Computed = { body: string; validUntil?: number };

type Entry = CachedAnswer & { version: number; validUntil: number };

export type CacheLimits = { maxEntries: number; maxBytes: number };

/** The JSON of answers, checked against their contract outside production (as the app's own). */
export function contractSerializer(
  contract: z.ZodType,
  isProduction: boolean,
): (answer: unknown) => string {
  return isProduction
    ? (answer) => JSON.stringify(answer)
    : (answer) => JSON.stringify(contract.parse(answer));
}

/** The bytes to send for a serialised answer and their strong ETag. */
export function cachedAnswer(serialized: string): CachedAnswer {
  const body = Buffer.from(serialized);
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32);
  return { body, etag: `"${hash}"` };
}

/** Does an If-None-Match header name this strong ETag (weak comparison, as RFC 9110 says)? */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The reply to a request that sent `ifNoneMatch`. */
export function replyFor(answer: CachedAnswer, ifNoneMatch: string | undefined): CachedReply {
  return etagMatches(ifNoneMatch, answer.etag)
    ? { status: 304, etag: answer.etag }
    : { status: 200, ...answer };
}

/**
 * Sends a cached reply as it is: already serialised (and validated outside production), so the
 * route's serializer is bypassed, and a 304 has no body at all (not even a serialised null).
 */
export function sendCached(
  reply: FastifyReply,
  answer: CachedReply,
  cacheControl: string,
): FastifyReply {
  void reply.header('cache-control', cacheControl).header('etag', answer.etag);
  if (answer.status === 304) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

export class VersionedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private bytes = 0;

  constructor(
    private readonly limits: CacheLimits,
    /** The clock validUntil is judged by (tests move the availability's). */
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The answer of `key` at `version`: kept if still right, else computed (once for all asking). */
  async get(key: string, version: number, compute: () => Promise<Computed>): Promise<CachedAnswer> {
    const cached = this.fresh(key, version);
    if (cached) return cached;
    const flight = `${key}|${version}`;
    let pending = this.pending.get(flight);
    if (!pending) {
      pending = this.compute(version, compute).finally(() => this.pending.delete(flight));
      this.pending.set(flight, pending);
    }
    const entry = await pending;
    // Shared with a computation that started earlier: still right only before its expiry.
    if (entry.validUntil <= this.now()) return this.compute(version, compute);
    this.store(key, entry);
    return entry;
  }

  private async compute(version: number, compute: () => Promise<Computed>): Promise<Entry> {
    const { body, validUntil = Infinity } = await compute();
    return { ...cachedAnswer(body), version, validUntil };
  }

  /** The entry of a key if it was computed at this version and has not expired. */
  private fresh(key: string, version: number): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    // A request that read an older version than the entry's recomputes, and leaves it be.
    if (entry.version > version) return null;
    if (entry.version !== version || entry.validUntil <= this.now()) {
      this.remove(key, entry);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    // Versions only grow: a slower computation of an older version never replaces a newer one.
    if (old === entry || (old && old.version > entry.version)) return;
    if (old) this.remove(key, old);
    if (entry.body.length > this.limits.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, victim] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest, victim);
    }
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
