// The notifications panel's first page (GET /api/notifications, skip 0), served from memory when
// it is provably the same as a fresh one, and never otherwise.
//
// Why: the panel's list is the hottest read of an open app (every member, every page load, every
// reconnect of the live stream), and a page is 100 rows: reading them from PostgreSQL's wire
// format and writing them as JSON was most of the server's time for the request, which on 2 cores
// held it at 900–1,700 requests/s at 20 connections (README, Performance). The list changes only
// when a notification is made or read, far less often than it is read.
//
// Design:
// - A VersionedCache (platform/versioned-cache.ts) from (business, tab) to the serialised page and
//   its strong ETag. Later pages (skip > 0, "load more") are read fresh.
// - Writes: PostgreSQL keeps a per-business version of its notifications (table
//   notification_versions, bumped by deferred triggers in migration 0015_notification_versions at
//   the commit of any transaction that writes them), so every writer invalidates the cache: a
//   booking, a waitlist entry, an inquiry, marking read, other server instances, plain SQL. Every
//   request reads the version with one keyed query BEFORE the page (later statements see at least
//   that state), so an entry is never newer-labelled than its data.
// - Time changes nothing: the page holds no relative time (the panel groups New and Earlier and
//   writes '5 minutes ago' from createdDate itself), so entries never expire by the clock.
// - HTTP: strong ETag, 304 to a matching If-None-Match, `cache-control: private, no-cache` (only
//   the member's browser may keep it, and it must ask every time).
import { eq, sql } from 'drizzle-orm';
import { ZNotificationPage } from '@studio/shared/notifications/contracts';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import {
  VersionedCache,
  contractSerializer,
  replyFor,
  type CachedReply,
} from '../../platform/versioned-cache.ts';
import { notificationVersions } from './schema.ts';
import { listNotifications } from './service.ts';

/** About 30 KB a page: 2,000 pages are 60 MB at most. */
const LIMITS = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };

const versionQuery = preparedFor((executor) =>
  executor
    .select({ version: notificationVersions.version })
    .from(notificationVersions)
    .where(eq(notificationVersions.businessId, sql.placeholder('businessId')))
    .prepare('notification_version'),
);

export class NotificationPageCache {
  private readonly cache = new VersionedCache(LIMITS);
  private readonly serialize: (page: unknown) => string;

  constructor(isProduction: boolean) {
    this.serialize = contractSerializer(ZNotificationPage, isProduction);
  }

  /** The first page of a tab: 304 when the client has it, else the bytes to send. */
  async firstPage(
    db: Database,
    input: { businessId: string; unread: boolean },
    ifNoneMatch: string | undefined,
  ): Promise<CachedReply> {
    const [row] = await versionQuery(db).execute({ businessId: input.businessId });
    // No row: nothing was ever written for the business (its first notification makes one).
    const version = row?.version ?? 0;
    const key = `${input.businessId}|${input.unread ? 'unread' : 'all'}`;
    const answer = await this.cache.get(key, version, async () => ({
      body: this.serialize(await listNotifications(db, { ...input, skip: 0 })),
    }));
    return replyFor(answer, ifNoneMatch);
  }
}
