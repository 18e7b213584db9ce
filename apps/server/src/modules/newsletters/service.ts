// Newsletter connections (Mailchimp, Flodesk): connect with a checked API key, choose the audience
// or segment, read the state, disconnect; and queueNewsletterSignup, which the booking and inquiry
// transactions call when the client ticked the box. Keys are sealed and never returned or logged.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  newsletterLabels,
  type TNewsletterLists,
  type TNewsletterProvider,
  type TNewsletterState,
} from '@studio/shared/newsletters/contracts';
import { integrationMessages as m } from '@studio/shared/integrations/messages';
import { notify, type Database, type Executor } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import {
  defaultNewsletterApiUrls,
  newsletterApis,
  ProviderFailure,
  type NewsletterApis,
} from './providers.ts';
import { newsletterConnections, newsletterOutbox } from './schema.ts';

export const NEWSLETTER_OUTBOX_CHANNEL = 'newsletter_outbox';

export type NewsletterDeps = Pick<Deps, 'db' | 'box' | 'log'> & { apis: NewsletterApis };

/** The deps of the routes and the worker: the providers' addresses come from the configuration. */
export function newsletterDepsOf(
  deps: Pick<Deps, 'db' | 'box' | 'log' | 'config'>,
): NewsletterDeps {
  return {
    db: deps.db,
    box: deps.box,
    log: deps.log,
    apis: newsletterApis({
      mailchimp: deps.config.mailchimpApiUrl ?? defaultNewsletterApiUrls.mailchimp,
      flodesk: deps.config.flodeskApiUrl ?? defaultNewsletterApiUrls.flodesk,
    }),
  };
}

export type ConnectionRow = typeof newsletterConnections.$inferSelect;

/** The additional data a sealed key is bound to: its business and provider. */
export function sealContext(businessId: string, provider: TNewsletterProvider): string {
  return `newsletter_connections/${businessId}/${provider}/api_key`;
}

async function findConnection(
  executor: Executor,
  input: { businessId: string; provider: TNewsletterProvider },
): Promise<ConnectionRow | null> {
  const [row] = await executor
    .select()
    .from(newsletterConnections)
    .where(
      and(
        eq(newsletterConnections.businessId, input.businessId),
        eq(newsletterConnections.provider, input.provider),
      ),
    );
  return row ?? null;
}

function present(provider: TNewsletterProvider, row: ConnectionRow | null): TNewsletterState {
  return {
    provider,
    isConnected: row !== null,
    accountName: row?.accountName ?? null,
    listId: row?.listId ?? null,
    listName: row?.listName ?? null,
    connectedAt: row?.createdAt.toISOString() ?? null,
  };
}

export async function newsletterState(
  db: Executor,
  input: { businessId: string; provider: TNewsletterProvider },
): Promise<TNewsletterState> {
  return present(input.provider, await findConnection(db, input));
}

/** A provider's failure as the owner reads it: a refused key on apiKey, otherwise a 502. */
function ownerError(provider: TNewsletterProvider, error: unknown): AppError {
  if (!(error instanceof ProviderFailure)) throw error;
  const name = newsletterLabels[provider].name;
  if (error.kind === 'refused') return AppError.validation('apiKey', m.newsletterKeyRefused(name));
  return new AppError('BAD_GATEWAY', m.newsletterUnreachable(name));
}

/**
 * Connects the provider with `apiKey` once it answers to it, replacing an earlier key (the
 * chosen list is kept only when the key is the same account's: it is cleared otherwise).
 */
export async function connectNewsletter(
  deps: NewsletterDeps,
  input: { businessId: string; provider: TNewsletterProvider; apiKey: string },
): Promise<TNewsletterState> {
  const { businessId, provider, apiKey } = input;
  const { accountName } = await deps.apis[provider].account(apiKey).catch((error: unknown) => {
    deps.log.warn({ provider, err: String(error) }, 'newsletter key check failed');
    throw ownerError(provider, error);
  });
  const apiKeyBox = deps.box.seal(apiKey, sealContext(businessId, provider));
  const previous = await findConnection(deps.db, { businessId, provider });
  const keepsList = previous?.accountName === accountName;
  const values = {
    apiKeyBox,
    accountName,
    listId: keepsList ? previous.listId : null,
    listName: keepsList ? previous.listName : null,
    createdAt: new Date(),
  };
  const [row] = await deps.db
    .insert(newsletterConnections)
    .values({ businessId, provider, ...values })
    .onConflictDoUpdate({
      target: [newsletterConnections.businessId, newsletterConnections.provider],
      set: values,
    })
    .returning();
  return present(provider, row ?? null);
}

async function requireKey(
  deps: NewsletterDeps,
  input: { businessId: string; provider: TNewsletterProvider },
): Promise<{ row: ConnectionRow; apiKey: string }> {
  const row = await findConnection(deps.db, input);
  if (!row)
    throw AppError.notFound(m.newsletterNotConnected(newsletterLabels[input.provider].name));
  return {
    row,
    apiKey: deps.box.open(row.apiKeyBox, sealContext(input.businessId, input.provider)),
  };
}

/** The audiences (Mailchimp) or segments (Flodesk) of the connected account, read live. */
export async function newsletterLists(
  deps: NewsletterDeps,
  input: { businessId: string; provider: TNewsletterProvider },
): Promise<TNewsletterLists> {
  const { apiKey } = await requireKey(deps, input);
  const lists = await deps.apis[input.provider].lists(apiKey).catch((error: unknown) => {
    throw ownerError(input.provider, error);
  });
  return { lists };
}

/** Chooses the audience or segment clients are added to; it must be one of the account's. */
export async function chooseNewsletterList(
  deps: NewsletterDeps,
  input: { businessId: string; provider: TNewsletterProvider; listId: string },
): Promise<TNewsletterState> {
  const { businessId, provider } = input;
  const { apiKey } = await requireKey(deps, input);
  const lists = await deps.apis[provider].lists(apiKey).catch((error: unknown) => {
    throw ownerError(provider, error);
  });
  const list = lists.find((candidate) => candidate.id === input.listId);
  if (!list)
    throw AppError.validation('listId', m.newsletterListUnknown(newsletterLabels[provider].list));
  const [row] = await deps.db
    .update(newsletterConnections)
    .set({ listId: list.id, listName: list.name })
    .where(
      and(
        eq(newsletterConnections.businessId, businessId),
        eq(newsletterConnections.provider, provider),
      ),
    )
    .returning();
  if (!row) throw AppError.notFound(m.newsletterNotConnected(newsletterLabels[provider].name));
  return present(provider, row);
}

/** Removes the connection with its sealed key and its waiting signups; 404 when not connected. */
export async function disconnectNewsletter(
  db: Database,
  input: { businessId: string; provider: TNewsletterProvider },
): Promise<void> {
  const removed = await db
    .delete(newsletterConnections)
    .where(
      and(
        eq(newsletterConnections.businessId, input.businessId),
        eq(newsletterConnections.provider, input.provider),
      ),
    )
    .returning({ id: newsletterConnections.id });
  if (removed.length === 0)
    throw AppError.notFound(m.newsletterNotConnected(newsletterLabels[input.provider].name));
}

/** The connected tools, with a list chosen or not: the business's integrations list names them. */
export async function connectedNewsletterProviders(
  executor: Executor,
  input: { businessId: string },
): Promise<TNewsletterProvider[]> {
  const rows = await executor
    .select({ provider: newsletterConnections.provider })
    .from(newsletterConnections)
    .where(eq(newsletterConnections.businessId, input.businessId));
  return rows.map((row) => row.provider).sort();
}

/** The connected tools with a list chosen: the ones a ticked box sends the client to. */
export async function readyNewsletterProviders(
  executor: Executor,
  input: { businessId: string },
): Promise<TNewsletterProvider[]> {
  const rows = await executor
    .select({ provider: newsletterConnections.provider })
    .from(newsletterConnections)
    .where(
      and(
        eq(newsletterConnections.businessId, input.businessId),
        isNotNull(newsletterConnections.listId),
      ),
    );
  return rows.map((row) => row.provider).sort();
}

/** Whether the public forms show the newsletter box. */
export async function hasNewsletter(
  executor: Executor,
  input: { businessId: string },
): Promise<boolean> {
  return (await readyNewsletterProviders(executor, input)).length > 0;
}

/**
 * Queues the client for every connected tool with a list, in the caller's transaction (the
 * booking's or the inquiry's): committed with it or not at all. A source queued already (the
 * same booking seen twice) adds nothing. Answers how many rows were queued.
 */
export async function queueNewsletterSignup(
  executor: Executor,
  input: {
    businessId: string;
    email: string;
    fullName: string;
    source: { kind: 'BOOKING' | 'INQUIRY'; id: string };
  },
): Promise<number> {
  const connections = await executor
    .select({ id: newsletterConnections.id })
    .from(newsletterConnections)
    .where(
      and(
        eq(newsletterConnections.businessId, input.businessId),
        isNotNull(newsletterConnections.listId),
      ),
    );
  if (connections.length === 0) return 0;
  const queued = await executor
    .insert(newsletterOutbox)
    .values(
      connections.map((connection) => ({
        businessId: input.businessId,
        connectionId: connection.id,
        email: input.email.trim(),
        fullName: input.fullName.trim(),
        sourceKind: input.source.kind,
        sourceId: input.source.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: newsletterOutbox.id });
  if (queued.length > 0) await notify(executor, NEWSLETTER_OUTBOX_CHANNEL);
  return queued.length;
}

/** Housekeeping: sent and failed signups are kept a month (to answer a question), then go. */
export async function pruneFinishedSignups(executor: Pick<Database, 'delete'>): Promise<void> {
  await executor
    .delete(newsletterOutbox)
    .where(
      and(
        sql`${newsletterOutbox.status} in ('SENT', 'FAILED')`,
        sql`${newsletterOutbox.createdAt} < now() - interval '30 days'`,
      ),
    );
}
