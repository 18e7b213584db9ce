// The client's side of a contract: its signing page (reached by a signed link naming that one
// contract), signing it, and its sealed PDF. Signing is one conditional update: of two tabs
// signing at once exactly one signature is recorded, and a client who read content other than
// what was sent (the SHA-256 they send back differs) cannot sign it.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  TBookingContract,
  TPublicContract,
  TSignatureMark,
} from '@studio/shared/contracts/contracts';
import type {
  ZAdoptSignatureRequest,
  ZSignContractRequest,
} from '@studio/shared/contracts/requests';
import { messages } from '@studio/shared/messages';
import type { z } from 'zod';
import { notify, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/mail/escape-html.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import type { SignedTokens } from '../../platform/signed-tokens.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import type { ContractRow } from './presenter.ts';
import {
  contractDocuments,
  adoptedSignatures,
  shootContracts,
  type SigningRecord,
} from './schema.ts';
import { SEALS_CHANNEL } from './sealing-queue.ts';
import { recordEvent, type Origin } from './service.ts';
import { signatureImage, SignatureImageError, type SignatureMark } from './signature-mark.ts';

type SignRequest = z.output<typeof ZSignContractRequest>;

/** The contract a token names: a token that is not exactly one given out answers 404. */
export function contractIdOfToken(tokens: SignedTokens, token: string): string {
  const contractId = tokens.contractIdOf(token);
  if (!contractId || !/^[0-9a-f-]{36}$/i.test(contractId))
    throw AppError.notFound(messages.contractLinkInvalid);
  return contractId;
}

async function sentContract(executor: Executor, contractId: string): Promise<ContractRow> {
  const [row] = await executor
    .select()
    .from(shootContracts)
    .where(eq(shootContracts.id, contractId));
  // A contract is reachable only once sent (or signed while booking): before that its link was
  // never given to anyone.
  if (!row || !(row.sentAt || row.client) || !row.content || !row.contentSha256)
    throw AppError.notFound(messages.contractLinkInvalid);
  return row;
}

/** A drawn mark must be a PNG of sensible size; a typed one is its text. */
export function checkedMark(mark: TSignatureMark): SignatureMark {
  if (mark.kind === 'typed') return { kind: 'typed', name: mark.name.trim() };
  try {
    signatureImage(mark);
  } catch (error) {
    if (error instanceof SignatureImageError)
      throw new AppError('VALIDATION', messages.contractSignatureImage);
    throw error;
  }
  return mark;
}

/** GET /api/public/contracts/{token}: the contract to read; the first look is recorded as viewed. */
export async function viewContract(
  db: Database,
  input: { contractId: string; origin: Origin },
): Promise<TPublicContract> {
  let row = await sentContract(db, input.contractId);
  if (!row.viewedAt && !row.voidedAt) {
    const now = new Date();
    const [viewed] = await db.transaction(async (tx) => {
      const updated = await tx
        .update(shootContracts)
        .set({
          viewedAt: now,
          state: sql`case when ${shootContracts.state} = 'SENT' then 'VIEWED' else ${shootContracts.state} end`,
        })
        .where(and(eq(shootContracts.id, row.id), isNull(shootContracts.viewedAt)))
        .returning();
      if (updated.length > 0) {
        await recordEvent(tx, {
          businessId: row.businessId,
          contractId: row.id,
          type: 'VIEWED',
          at: now,
          actorName: row.clientName,
          origin: input.origin,
        });
      }
      return updated;
    });
    if (viewed) row = viewed;
  }
  const business = await findBusiness(db, { businessId: row.businessId });
  const [document] = await db
    .select({ contractId: contractDocuments.contractId })
    .from(contractDocuments)
    .where(eq(contractDocuments.contractId, row.id));
  return {
    name: row.name,
    state: row.state,
    business: {
      name: business.name,
      email: business.email || null,
      logoUrl: business.logoUrl,
      color: business.brandColor,
    },
    content: row.voidedAt ? '' : row.content!,
    contentSha256: row.contentSha256!,
    clientName: row.clientName ?? '',
    clientEmail: row.clientEmail ?? '',
    clientSignedAt: row.client?.signedAt ?? null,
    isAwaitingCountersign:
      row.state === 'CLIENT_SIGNED' && row.isCountersignRequired && !row.countersigner,
    isPdfReady: document !== undefined,
  };
}

/** Why a signature was refused, read after the conditional update found nothing to sign. */
function refusalOf(row: ContractRow, request: SignRequest): AppError {
  if (row.voidedAt) return new AppError('CONFLICT', messages.contractVoided);
  if (row.client) return new AppError('CONFLICT', messages.contractAlreadySigned);
  if (row.contentSha256 !== request.contentSha256)
    return new AppError('CONFLICT', messages.contractChanged);
  return new AppError('CONFLICT', messages.contractAlreadySigned);
}

/** POST /api/public/contracts/{token}/sign. */
export async function signContract(
  db: Database,
  input: { contractId: string; request: SignRequest; origin: Origin },
): Promise<TPublicContract> {
  const { request, origin } = input;
  const mark = checkedMark(request.signature);
  const row = await sentContract(db, input.contractId);
  const now = new Date();
  const record: SigningRecord = {
    fullName: request.fullName,
    email: row.clientEmail ?? '',
    signature: mark,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
    viewedAt: (row.viewedAt ?? now).toISOString(),
    consentedAt: now.toISOString(),
    signedAt: now.toISOString(),
    signedContentSha256: request.contentSha256,
  };
  const signed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(shootContracts)
      .set({
        client: record,
        state: 'CLIENT_SIGNED',
        viewedAt: sql`coalesce(${shootContracts.viewedAt}, ${now})`,
        // With no countersignature to wait for, the sealed PDF is due now.
        sealDueAt: row.isCountersignRequired ? null : now,
      })
      .where(
        and(
          eq(shootContracts.id, row.id),
          inArray(shootContracts.state, ['SENT', 'VIEWED']),
          isNull(shootContracts.voidedAt),
          isNull(sql`${shootContracts.client}`),
          eq(shootContracts.contentSha256, request.contentSha256),
        ),
      )
      .returning();
    if (!updated) return null;
    await recordEvent(tx, {
      businessId: row.businessId,
      contractId: row.id,
      type: 'CLIENT_SIGNED',
      at: now,
      actorName: request.fullName,
      origin,
      detail: `Agreed to sign electronically; signed content SHA-256 ${request.contentSha256}`,
    });
    if (updated.isCountersignRequired) await askForCountersignature(tx, updated);
    else await notify(tx, SEALS_CHANNEL);
    return updated;
  });
  if (!signed) throw refusalOf(await sentContract(db, input.contractId), request);
  return viewContract(db, { contractId: row.id, origin });
}

/** Tells the photographer a client signed and their countersignature is awaited. */
export async function askForCountersignature(executor: Executor, row: ContractRow): Promise<void> {
  const business = await findBusiness(executor, { businessId: row.businessId });
  if (!business.email) return;
  const text =
    `${row.clientName ?? 'Your client'} signed "${row.name}". It is waiting for your ` +
    `countersignature on the shoot page.`;
  await enqueueEmail(executor, {
    businessId: row.businessId,
    to: business.email,
    subject: `${row.clientName ?? 'Your client'} signed ${row.name}`,
    text,
    html: `<p>${escapeHtml(text)}</p>`,
  });
}

/** The sealed PDF of a completed contract; 404 until it is made. */
export async function contractPdf(
  executor: Executor,
  input: { contractId: string; businessId?: string },
): Promise<{ pdf: Buffer; name: string }> {
  const [row] = await executor
    .select({ pdf: contractDocuments.pdf, name: shootContracts.name })
    .from(contractDocuments)
    .innerJoin(shootContracts, eq(shootContracts.id, contractDocuments.contractId))
    .where(
      and(
        eq(contractDocuments.contractId, input.contractId),
        ...(input.businessId ? [eq(contractDocuments.businessId, input.businessId)] : []),
      ),
    );
  if (!row) throw AppError.notFound(messages.contractPdfNotReady);
  return row;
}

/** The contracts on a client's manage page: those sent to them or signed while booking, not voided. */
export async function bookingContracts(
  executor: Executor,
  input: { orderId: string; tokens: SignedTokens },
): Promise<TBookingContract[]> {
  const rows = await executor
    .select({
      id: shootContracts.id,
      name: shootContracts.name,
      state: shootContracts.state,
      hasPdf: sql<boolean>`exists (select 1 from ${contractDocuments} where ${contractDocuments.contractId} = ${shootContracts.id})`,
    })
    .from(shootContracts)
    .where(
      and(
        eq(shootContracts.orderId, input.orderId),
        isNull(shootContracts.voidedAt),
        sql`(${shootContracts.sentAt} is not null or ${shootContracts.client} is not null)`,
      ),
    )
    .orderBy(asc(shootContracts.sortIndex), asc(shootContracts.createdAt));
  return rows.map((row) => ({
    name: row.name,
    state: row.state,
    token: input.tokens.contractToken(row.id),
    isToSign: row.state === 'SENT' || row.state === 'VIEWED',
    isPdfReady: row.hasPdf,
  }));
}

/** GET /api/account/signature. */
export async function adoptedSignatureOf(executor: Executor, accountId: string) {
  const [row] = await executor
    .select()
    .from(adoptedSignatures)
    .where(eq(adoptedSignatures.accountId, accountId));
  return row
    ? { fullName: row.fullName, mark: row.mark, adoptedAt: row.adoptedAt.toISOString() }
    : null;
}

/** PUT /api/account/signature: adopted once, used for every countersignature after. */
export async function adoptSignature(
  executor: Executor,
  input: { accountId: string; request: z.output<typeof ZAdoptSignatureRequest> },
) {
  const mark = checkedMark(input.request.signature);
  const values = { fullName: input.request.fullName, mark, adoptedAt: new Date() };
  await executor
    .insert(adoptedSignatures)
    .values({ accountId: input.accountId, ...values })
    .onConflictDoUpdate({ target: adoptedSignatures.accountId, set: values });
  return adoptedSignatureOf(executor, input.accountId);
}
