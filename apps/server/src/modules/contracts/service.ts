// The contracts of a shoot, from the photographer's side: prepared from the shoot's service (or
// added by hand), sent for signing, voided, countersigned. Until a contract is sent its content
// follows its template, filled with the shoot's values; sending fixes it (content and SHA-256),
// so nothing done to the template later changes what a client reads or signed.
import { and, asc, eq, inArray, isNotNull, isNull, max, or } from 'drizzle-orm';
import {
  COUNTERSIGN_CONTRACTS,
  type TShootContract,
  type TShootContractDetail,
} from '@studio/shared/contracts/contracts';
import { messages } from '@studio/shared/messages';
import { notify, type Database, type Executor, type Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { accountEmail } from '../accounts/account-queries.ts';
import { getContractTemplate, listServiceContracts } from '../contract-templates/service.ts';
import type { EmailComposer } from '../emails/compose.ts';
import { fillContentHtml } from '../emails/render.ts';
import { factsAbout, type EmailLinks } from '../emails/values.ts';
import { readOptionValue } from '../options/service.ts';
import { getOrder, lockActiveOrder, requireOrder } from '../orders/service.ts';
import { contractContentSha256 } from './contract-pdf.ts';
import { presentShootContract, type ContractRow } from './presenter.ts';
import { adoptedSignatures, contractEvents, shootContracts, type SigningRecord } from './schema.ts';
import { SEALS_CHANNEL } from './sealing-queue.ts';

export type OrderScope = { businessId: string; orderId: string };
export type ContractScope = OrderScope & { contractId: string };
/** Where a party acted from, for the audit trail. */
export type Origin = { ipAddress: string; userAgent: string };

/**
 * A contract that was removed before it was ever sent is not shown: it never existed for anyone.
 * One signed while booking was never sent, but the client has it.
 */
const isShown = or(
  isNotNull(shootContracts.sentAt),
  isNotNull(shootContracts.client),
  isNull(shootContracts.voidedAt),
);

/** The signing page of a contract. */
export function signingUrl(links: EmailLinks, contractId: string): string {
  return `${links.appUrl}/contract/${encodeURIComponent(links.signedTokens.contractToken(contractId))}`;
}

export async function recordEvent(
  executor: Executor,
  input: {
    businessId: string;
    contractId: string;
    type: (typeof contractEvents.$inferInsert)['type'];
    at?: Date;
    actorName?: string | null;
    origin?: Origin | null;
    detail?: string | null;
  },
): Promise<void> {
  await executor.insert(contractEvents).values({
    businessId: input.businessId,
    contractId: input.contractId,
    type: input.type,
    ...(input.at ? { at: input.at } : {}),
    actorName: input.actorName ?? null,
    ipAddress: input.origin?.ipAddress ?? null,
    userAgent: input.origin?.userAgent ?? null,
    detail: input.detail ?? null,
  });
}

/** Whether the photographer countersigns contracts (POST/DELETE /api/options/countersign-contracts). */
export async function isCountersignOn(executor: Executor, businessId: string): Promise<boolean> {
  return (await readOptionValue(executor, { businessId, name: COUNTERSIGN_CONTRACTS })) === true;
}

/**
 * Gives the shoot each contract of its service once (idempotent: a partial unique index keeps one
 * per template; one the photographer removed stays removed).
 */
export async function prepareShootContracts(executor: Executor, scope: OrderScope): Promise<void> {
  const order = await requireOrder(executor, scope);
  const attached = await listServiceContracts(executor, {
    businessId: scope.businessId,
    serviceId: order.serviceId,
  });
  if (attached.length === 0) return;
  await executor
    .insert(shootContracts)
    .values(
      attached.map((contract, index) => ({
        businessId: scope.businessId,
        orderId: scope.orderId,
        templateId: contract.contractTemplateId,
        isFromService: true,
        sortIndex: index,
        name: contract.name,
      })),
    )
    .onConflictDoNothing();
}

async function eventsOf(executor: Executor, contractIds: string[]) {
  if (contractIds.length === 0) return new Map<string, (typeof contractEvents.$inferSelect)[]>();
  const rows = await executor
    .select()
    .from(contractEvents)
    .where(inArray(contractEvents.contractId, contractIds))
    .orderBy(asc(contractEvents.at), asc(contractEvents.seq));
  const byContract = new Map<string, (typeof contractEvents.$inferSelect)[]>();
  for (const row of rows) {
    const list = byContract.get(row.contractId) ?? [];
    list.push(row);
    byContract.set(row.contractId, list);
  }
  return byContract;
}

async function present(executor: Executor, rows: ContractRow[]): Promise<TShootContract[]> {
  const events = await eventsOf(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentShootContract(row, events.get(row.id) ?? []));
}

/** One contract as the photographer sees it, read again after a change. */
async function presentOne(executor: Executor, scope: ContractScope): Promise<TShootContract> {
  const [contract] = await present(executor, [await findContract(executor, scope)]);
  return contract!;
}

/** GET /api/orders/{id}/contracts: the shoot's contracts (its service's ones prepared first). */
export async function listShootContracts(
  db: Database,
  scope: OrderScope,
): Promise<TShootContract[]> {
  await prepareShootContracts(db, scope);
  const rows = await db
    .select()
    .from(shootContracts)
    .where(
      and(
        eq(shootContracts.businessId, scope.businessId),
        eq(shootContracts.orderId, scope.orderId),
        isShown,
      ),
    )
    .orderBy(asc(shootContracts.sortIndex), asc(shootContracts.createdAt));
  return present(db, rows);
}

async function findContract(
  executor: Executor,
  scope: ContractScope,
  options: { lock?: boolean } = {},
): Promise<ContractRow> {
  const query = executor
    .select()
    .from(shootContracts)
    .where(
      and(
        eq(shootContracts.id, scope.contractId),
        eq(shootContracts.businessId, scope.businessId),
        eq(shootContracts.orderId, scope.orderId),
        isShown,
      ),
    );
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw AppError.notFound(messages.contractNotFound);
  return row;
}

/** The contract's template filled with the shoot's values as they are now. */
async function filledContent(
  executor: Executor,
  input: { row: ContractRow; links: EmailLinks },
): Promise<string> {
  const { row } = input;
  if (!row.templateId) throw new AppError('CONFLICT', messages.contractTemplateNotFound);
  const template = await getContractTemplate(executor, {
    businessId: row.businessId,
    id: row.templateId,
  });
  const facts = await factsAbout(executor, {
    businessId: row.businessId,
    about: { orderId: row.orderId },
    links: input.links,
  });
  return fillContentHtml(template.content, facts.values);
}

/** One contract with its content: as sent, or as it would be sent now. */
export async function getShootContract(
  db: Database,
  scope: ContractScope & { links: EmailLinks },
): Promise<TShootContractDetail> {
  const row = await findContract(db, scope);
  const content = row.content ?? (await filledContent(db, { row, links: scope.links }));
  const [contract] = await present(db, [row]);
  return { ...contract!, content };
}

/** POST /api/orders/{id}/contracts: a contract template added to the shoot by hand. */
export async function addShootContract(
  db: Database,
  scope: OrderScope & { contractTemplateId: string },
): Promise<TShootContract> {
  const id = await db.transaction(async (tx) => {
    await lockActiveOrder(tx, scope);
    const template = await getContractTemplate(tx, {
      businessId: scope.businessId,
      id: scope.contractTemplateId,
    });
    const [last] = await tx
      .select({ sortIndex: max(shootContracts.sortIndex) })
      .from(shootContracts)
      .where(
        and(
          eq(shootContracts.businessId, scope.businessId),
          eq(shootContracts.orderId, scope.orderId),
        ),
      );
    const [row] = await tx
      .insert(shootContracts)
      .values({
        businessId: scope.businessId,
        orderId: scope.orderId,
        templateId: template.id,
        sortIndex: (last?.sortIndex ?? -1) + 1,
        name: template.name,
      })
      .returning({ id: shootContracts.id });
    return row!.id;
  });
  return presentOne(db, { ...scope, contractId: id });
}

/** DELETE /api/orders/{id}/contracts/{contractId}: only a contract not sent yet. */
export async function removeShootContract(db: Database, scope: ContractScope): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findContract(tx, scope, { lock: true });
    if (row.sentAt || row.client) throw new AppError('CONFLICT', messages.contractAlreadySent);
    // One prepared from the service is kept, marked removed, so preparing does not bring it back.
    if (row.isFromService) {
      await tx
        .update(shootContracts)
        .set({ state: 'VOIDED', voidedAt: new Date() })
        .where(eq(shootContracts.id, row.id));
    } else {
      await tx.delete(shootContracts).where(eq(shootContracts.id, row.id));
    }
  });
}

export type SendInput = ContractScope & {
  composer: EmailComposer;
  actorName: string;
  /** A one-off subject and content; without, the task's template, else the default one. */
  text?: { subject: string; content: string };
  emailTemplateId?: string | null;
};

/**
 * Sends the signing email, in the caller's transaction. A contract not sent yet gets its content
 * fixed now; a sent one that nobody signed yet is sent again with the same link.
 */
export type ContractEmail = { outboxId: string; fromName: string };

export async function sendContractIn(tx: Transaction, input: SendInput): Promise<ContractEmail> {
  const row = await findContract(tx, input, { lock: true });
  if (row.voidedAt) throw new AppError('CONFLICT', messages.contractVoided);
  if (row.state !== 'NOT_SENT' && row.state !== 'SENT' && row.state !== 'VIEWED')
    throw new AppError('CONFLICT', messages.contractAlreadySigned);
  const order = await getOrder(tx, input);
  if (order.status === 'CANCELED') throw new AppError('CONFLICT', messages.orderCanceled);
  const recipient = row.clientEmail ?? order.email;
  if (!recipient) throw new AppError('CONFLICT', messages.contractNoRecipient);
  const now = new Date();
  if (row.state === 'NOT_SENT') {
    const content = await filledContent(tx, { row, links: input.composer.settings });
    await tx
      .update(shootContracts)
      .set({
        content,
        contentSha256: contractContentSha256(content),
        state: 'SENT',
        sentAt: now,
        clientName: order.fullName,
        clientEmail: order.email,
        isCountersignRequired: await isCountersignOn(tx, input.businessId),
      })
      .where(eq(shootContracts.id, row.id));
  }
  const about = { orderId: input.orderId };
  const values = { contractLink: signingUrl(input.composer.settings, row.id) };
  // However the email is written, it leads the client to the contract.
  const ensure = {
    token: '[Contract Link]',
    html: '<p>Read and sign the contract here: [Contract Link]</p>',
  };
  const base = { businessId: input.businessId, about, values, to: recipient, ensure };
  const email = input.text
    ? await input.composer.compose(tx, { ...base, template: input.text })
    : input.emailTemplateId
      ? await input.composer.compose(tx, {
          ...base,
          template: { templateId: input.emailTemplateId },
        })
      : await input.composer.composeDefault(tx, { ...base, kind: 'CONTRACT_SIGNING' });
  const outboxId = await input.composer.enqueue(tx, {
    businessId: input.businessId,
    email,
  });
  await recordEvent(tx, {
    businessId: input.businessId,
    contractId: row.id,
    type: 'SENT',
    at: now,
    actorName: input.actorName,
    detail: `To ${recipient}`,
  });
  return { outboxId, fromName: email.fromName };
}

export async function sendShootContract(db: Database, input: SendInput): Promise<TShootContract> {
  await db.transaction((tx) => sendContractIn(tx, input));
  return presentOne(db, input);
}

/**
 * Sends every contract of the shoot not sent yet (the SEND_CONTRACT task of a workflow); answers
 * the outbox ids of the emails. Contracts whose template was deleted are left for the photographer.
 */
export async function sendUnsentContracts(
  tx: Transaction,
  input: Omit<SendInput, 'contractId'>,
): Promise<ContractEmail[]> {
  await prepareShootContracts(tx, input);
  const rows = await tx
    .select({ id: shootContracts.id })
    .from(shootContracts)
    .where(
      and(
        eq(shootContracts.businessId, input.businessId),
        eq(shootContracts.orderId, input.orderId),
        eq(shootContracts.state, 'NOT_SENT'),
        isNull(shootContracts.voidedAt),
        isNotNull(shootContracts.templateId),
      ),
    )
    .orderBy(asc(shootContracts.sortIndex), asc(shootContracts.createdAt));
  const sent: ContractEmail[] = [];
  for (const row of rows) sent.push(await sendContractIn(tx, { ...input, contractId: row.id }));
  return sent;
}

/** POST /api/orders/{id}/contracts/{contractId}/void: its link then says it was voided. */
export async function voidShootContract(
  db: Database,
  scope: ContractScope & { actorName: string },
): Promise<TShootContract> {
  await db.transaction(async (tx) => {
    const row = await findContract(tx, scope, { lock: true });
    if (row.state === 'COMPLETED') throw new AppError('CONFLICT', messages.contractCannotVoid);
    if (row.voidedAt) return;
    // Only what a client was given can be voided; one never sent is removed instead.
    if (row.state === 'NOT_SENT') throw new AppError('CONFLICT', messages.contractNotSent);
    const now = new Date();
    await tx
      .update(shootContracts)
      .set({ state: 'VOIDED', voidedAt: now, sealDueAt: null })
      .where(eq(shootContracts.id, row.id));
    await recordEvent(tx, {
      businessId: scope.businessId,
      contractId: row.id,
      type: 'VOIDED',
      at: now,
      actorName: scope.actorName,
    });
  });
  return presentOne(db, scope);
}

/** Queues the sealed PDF of a contract every party signed; wakes the sealers at commit. */
export async function queueSealing(tx: Transaction, contractId: string): Promise<void> {
  await tx
    .update(shootContracts)
    .set({ sealDueAt: new Date(), sealAttempts: 0, sealError: null })
    .where(eq(shootContracts.id, contractId));
  await notify(tx, SEALS_CHANNEL);
}

/** POST /api/orders/{id}/contracts/{contractId}/countersign: with the adopted signature. */
export async function countersignShootContract(
  db: Database,
  scope: ContractScope & { accountId: string; origin: Origin },
): Promise<TShootContract> {
  await db.transaction(async (tx) => {
    const [adopted] = await tx
      .select()
      .from(adoptedSignatures)
      .where(eq(adoptedSignatures.accountId, scope.accountId));
    if (!adopted) throw new AppError('CONFLICT', messages.contractSignatureNotAdopted);
    const row = await findContract(tx, scope, { lock: true });
    if (row.state !== 'CLIENT_SIGNED' || !row.isCountersignRequired || row.countersigner)
      throw new AppError('CONFLICT', messages.contractNotAwaitingCountersign);
    const now = new Date();
    const record: SigningRecord = {
      fullName: adopted.fullName,
      email: (await accountEmail(tx, { accountId: scope.accountId })) ?? '',
      signature: adopted.mark,
      ipAddress: scope.origin.ipAddress,
      userAgent: scope.origin.userAgent,
      viewedAt: now.toISOString(),
      consentedAt: null,
      signedAt: now.toISOString(),
      signedContentSha256: row.contentSha256!,
    };
    await tx
      .update(shootContracts)
      .set({ countersigner: record, state: 'COUNTERSIGNED' })
      .where(eq(shootContracts.id, row.id));
    await recordEvent(tx, {
      businessId: scope.businessId,
      contractId: row.id,
      type: 'COUNTERSIGNED',
      at: now,
      actorName: adopted.fullName,
      origin: scope.origin,
    });
    await queueSealing(tx, row.id);
  });
  return presentOne(db, scope);
}

/** POST /api/orders/{id}/contracts/{contractId}/seal: Retry after sealing gave up. */
export async function retrySealing(db: Database, scope: ContractScope): Promise<TShootContract> {
  await db.transaction(async (tx) => {
    const row = await findContract(tx, scope, { lock: true });
    const [contract] = await present(tx, [row]);
    if (contract!.sealing?.status !== 'FAILED')
      throw new AppError('CONFLICT', messages.contractNotSealable);
    await queueSealing(tx, row.id);
  });
  return presentOne(db, scope);
}
