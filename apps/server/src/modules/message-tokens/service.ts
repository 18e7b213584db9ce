// The devices of a business's members that receive its notifications by Web Push, and the queue of
// messages to them: registering a device (once per endpoint), listing and removing a member's own,
// and queueing a message for every device in the transaction of what caused it.
import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type {
  TCreateMessageTokenRequest,
  TMessageToken,
} from '@studio/shared/message-tokens/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { notify } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/path-params.ts';
import { consumeRateLimit } from '../../platform/rate-limit.ts';
import { presentMessageToken } from './presenter.ts';
import { messageTokens, pushOutbox } from './schema.ts';

/** The channel that wakes the push workers when messages are queued. */
export const PUSH_OUTBOX_CHANNEL = 'push_outbox';

const USER_AGENT_MAX = 300;
/** Enough to try every device a few times; more would only make phones buzz. */
const TEST_PUSHES_PER_HOUR = 10;

/** Whether the endpoint is on one of the push services (a host or a subdomain of one). */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let hostname: string;
  try {
    hostname = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/**
 * POST /api/message-tokens: stores the device for this member of this business. The same endpoint
 * again is the same device: its row is updated (keys, owner), never doubled, so a browser that
 * registers twice, or for another account after a sign-out, has one row.
 */
export async function registerMessageToken(
  db: Database,
  input: {
    businessId: string;
    accountId: string;
    subscription: TCreateMessageTokenRequest;
    userAgent: string;
    allowedHosts: readonly string[];
  },
): Promise<TMessageToken> {
  const { endpoint, keys } = input.subscription;
  if (!isAllowedPushEndpoint(endpoint, input.allowedHosts)) {
    throw AppError.validation('endpoint', messages.pushEndpointNotAllowed);
  }
  const values = {
    businessId: input.businessId,
    accountId: input.accountId,
    p256dh: keys.p256dh,
    auth: keys.auth,
    userAgent: input.userAgent.slice(0, USER_AGENT_MAX),
  };
  const [row] = await db
    .insert(messageTokens)
    .values({ ...values, endpoint })
    .onConflictDoUpdate({ target: messageTokens.endpoint, set: values })
    .returning();
  if (!row) throw new Error('message token upsert returned nothing');
  return presentMessageToken(row);
}

/** GET /api/message-tokens: the member's own devices in this business, newest first. */
export async function listMessageTokens(
  db: Database,
  input: { businessId: string; accountId: string },
): Promise<TMessageToken[]> {
  const rows = await db
    .select()
    .from(messageTokens)
    .where(
      and(
        eq(messageTokens.businessId, input.businessId),
        eq(messageTokens.accountId, input.accountId),
      ),
    )
    .orderBy(desc(messageTokens.createdAt), desc(messageTokens.id));
  return rows.map(presentMessageToken);
}

/**
 * DELETE /api/message-tokens/{id}: the member's own device stops receiving messages (its waiting
 * ones go with it). Another member's or business's device is not found.
 */
export async function removeMessageToken(
  db: Database,
  input: { businessId: string; accountId: string; tokenId: string },
): Promise<void> {
  if (!isUuid(input.tokenId)) throw AppError.notFound(messages.messageTokenNotFound);
  const removed = await db
    .delete(messageTokens)
    .where(
      and(
        eq(messageTokens.id, input.tokenId),
        eq(messageTokens.businessId, input.businessId),
        eq(messageTokens.accountId, input.accountId),
      ),
    )
    .returning({ id: messageTokens.id });
  if (removed.length === 0) throw AppError.notFound(messages.messageTokenNotFound);
}

export type PushMessage = { title: string; body: string; url: string };

/**
 * Queues the message for every device of the business's members (or of one member, with
 * accountId), in the caller's transaction: it is sent after commit by the push worker, and only
 * if the cause committed. Answers how many devices it was queued for.
 */
export async function queuePush(
  executor: Executor,
  input: { businessId: string; accountId?: string; message: PushMessage },
): Promise<number> {
  const { title, body, url } = input.message;
  const result = await executor.execute(sql`
    with queued as (
      insert into ${pushOutbox} (token_id, title, body, url)
      select ${messageTokens.id}, ${title}, ${body}, ${url}
      from ${messageTokens}
      where ${messageTokens.businessId} = ${input.businessId}
        ${input.accountId ? sql`and ${messageTokens.accountId} = ${input.accountId}` : sql``}
      returning 1
    )
    select count(*)::int as queued from queued`);
  const [row] = (result as unknown as { rows: { queued: number }[] }).rows;
  const queued = Number(row?.queued ?? 0);
  if (queued > 0) await notify(executor, PUSH_OUTBOX_CHANNEL);
  return queued;
}

/**
 * POST /api/message-tokens/test: a test message to the member's own devices in this business.
 * Answers how many devices it was queued for (0: none registered).
 */
export async function sendTestPush(
  db: Database,
  input: { businessId: string; accountId: string; isRateLimited: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    if (input.isRateLimited) {
      await consumeRateLimit(tx, `testPush:${input.accountId}`, TEST_PUSHES_PER_HOUR, 60 * 60);
    }
    return queuePush(tx, {
      businessId: input.businessId,
      accountId: input.accountId,
      message: { title: messages.pushTestTitle, body: messages.pushTestBody, url: '/' },
    });
  });
}
