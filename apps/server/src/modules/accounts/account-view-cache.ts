// The signed-in account's view (GET /api/account), served from memory while it is provably the
// same as a fresh one, and never otherwise.
//
// Why: every screen of the app starts by reading it, so it is the most frequent keyed read, and
// building it (the account, its sign-in identities and every business it belongs to, as JSON) cost
// PostgreSQL several times the work of one primary-key read.
//
// Design, as the notifications panel's first page (notifications/page-cache.ts):
// - A VersionedCache from account id to the serialised view and its strong ETag.
// - PostgreSQL keeps a per-account version of the view (account_view_versions, bumped by deferred
//   triggers at the commit of any transaction that writes the account, its identities, its
//   memberships or a business it belongs to), so every writer invalidates it: this instance,
//   another one, or plain SQL. Each request reads the version with one keyed query BEFORE the
//   view, so an entry is never labelled newer than its data.
// - Nothing in the view depends on the clock, so entries never expire by time.
import { eq, sql } from 'drizzle-orm';
import { ZAccount } from '@studio/shared/account/contracts';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import {
  VersionedCache,
  contractSerializer,
  replyFor,
  type CachedReply,
} from '../../platform/versioned-cache.ts';
import { loadAccountView } from './account-service.ts';
import { presentAccount } from './presenter.ts';
import { accountViewVersions } from './schema.ts';

/** About 1 KB a view: 20,000 signed-in accounts are 20 MB. */
const LIMITS = { maxEntries: 20_000, maxBytes: 32 * 1024 * 1024 };

const versionQuery = preparedFor((executor) =>
  executor
    .select({ version: accountViewVersions.version })
    .from(accountViewVersions)
    .where(eq(accountViewVersions.accountId, sql.placeholder('accountId')))
    .prepare('account_view_version'),
);

export class AccountViewCache {
  private readonly cache = new VersionedCache(LIMITS);
  private readonly serialize: (view: unknown) => string;

  constructor(isProduction: boolean) {
    this.serialize = contractSerializer(ZAccount, isProduction);
  }

  /** The account's view: 304 when the client has it, else the bytes to send. */
  async view(
    db: Database,
    input: { accountId: string },
    ifNoneMatch: string | undefined,
  ): Promise<CachedReply> {
    const [row] = await versionQuery(db).execute({ accountId: input.accountId });
    // No row: the account is gone (its view then answers as signed out) or predates the version.
    const version = row?.version ?? 0;
    const answer = await this.cache.get(input.accountId, version, async () => ({
      body: this.serialize(presentAccount(await loadAccountView(db, input))),
    }));
    return replyFor(answer, ifNoneMatch);
  }
}
