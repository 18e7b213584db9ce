// The sealer: makes the sealed PDF of each contract every party signed, in every server process.
// A round claims one due contract with FOR UPDATE SKIP LOCKED and, in that transaction, lays the
// PDF out, seals it, stores it, marks the contract COMPLETED and queues the email with the PDF to
// both parties: a contract is sealed once whatever the number of processes, and a process that
// dies mid-round leaves it due (its transaction rolls back). A failure is written down in a
// transaction of its own, visible on the shoot, and retried with back-off; after SEAL_MAX_ATTEMPTS
// the photographer's Retry starts again.
import crypto from 'node:crypto';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { escapeHtml } from '../../platform/mail/escape-html.ts';
import { createWakeLoop } from '../../platform/wake-loop.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { renderContractPdf } from './contract-pdf.ts';
import type { ContractSigner } from './contract-pdf-input.ts';
import { SEAL_MAX_ATTEMPTS, type ContractRow } from './presenter.ts';
import { sealPdf } from './seal.ts';
import { contractDocuments, contractEvents, shootContracts, type SigningRecord } from './schema.ts';
import { contractSigningCertificate, type SigningCertificate } from './signing-certificate.ts';

/** Woken when a contract is queued for sealing. */
export const SEALS_CHANNEL = 'contract_seals';

/** Waits before the 2nd, 3rd... attempt: a passing fault clears soon, a lasting one is not hammered. */
const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export type SealerDeps = Pick<Deps, 'db' | 'box' | 'config'>;

function signerOf(role: string, record: SigningRecord, sentAt: Date | null): ContractSigner {
  return {
    role,
    name: record.fullName,
    email: record.email,
    signature: record.signature,
    ipAddress: record.ipAddress,
    userAgent: record.userAgent,
    sentAt: sentAt ?? undefined,
    viewedAt: new Date(record.viewedAt),
    consentedAt: record.consentedAt ? new Date(record.consentedAt) : undefined,
    signedAt: new Date(record.signedAt),
    signedContentSha256: record.signedContentSha256,
  };
}

/** The file name a party downloads: the contract's name, safe on every system. */
export function pdfFileName(name: string): string {
  const base = name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'Contract';
  return `${base.slice(0, 100)}.pdf`;
}

async function sealContract(
  tx: Transaction,
  input: { row: ContractRow; certificate: SigningCertificate; productName: string },
): Promise<void> {
  const { row } = input;
  const business = await findBusiness(tx, { businessId: row.businessId });
  if (!row.client || !row.content) throw new Error('the contract has no client signature');
  const signers = [signerOf('Client', row.client, row.sentAt)];
  if (row.countersigner) signers.push(signerOf('Photographer', row.countersigner, null));
  const completedAt = new Date(Math.max(...signers.map((signer) => signer.signedAt.getTime())));
  const pdf = await renderContractPdf({
    documentId: row.id,
    title: row.name,
    businessName: business.name,
    contentHtml: row.content,
    timeZone: business.timeZone,
    signers,
    completedAt,
    productName: input.productName,
  });
  const sealed = await sealPdf(pdf, input.certificate, completedAt);
  const sha256 = crypto.createHash('sha256').update(sealed).digest('hex');
  await tx
    .insert(contractDocuments)
    .values({ contractId: row.id, businessId: row.businessId, pdf: sealed, sha256 })
    .onConflictDoUpdate({ target: contractDocuments.contractId, set: { pdf: sealed, sha256 } });
  const now = new Date();
  await tx
    .update(shootContracts)
    .set({ state: 'COMPLETED', completedAt, sealDueAt: null, sealError: null })
    .where(eq(shootContracts.id, row.id));
  await tx.insert(contractEvents).values({
    businessId: row.businessId,
    contractId: row.id,
    type: 'SEALED',
    at: now,
    detail: `SHA-256 of the PDF ${sha256}`,
  });
  // Both parties get the signed copy: the client, and the photographer's business address.
  const recipients = [row.client.email, row.countersigner?.email ?? business.email].filter(
    (address, index, all): address is string => !!address && all.indexOf(address) === index,
  );
  const attachment = {
    filename: pdfFileName(row.name),
    contentType: 'application/pdf',
    content: sealed.toString('base64'),
  };
  for (const to of recipients) {
    const subject = `Signed: ${row.name}`;
    const text =
      `${row.name} has been signed by everyone. The signed PDF is attached; it carries a digital ` +
      `seal, so any PDF reader can show that it has not changed since it was signed.\n\n${business.name}\n`;
    await enqueueEmail(tx, {
      businessId: row.businessId,
      to,
      subject,
      text,
      html: `<p>${escapeHtml(text.trim()).replace(/\n\n/g, '</p><p>')}</p>`,
      fromName: business.name,
      ...(business.email ? { replyTo: business.email } : {}),
      attachments: [attachment],
    });
    await tx.insert(contractEvents).values({
      businessId: row.businessId,
      contractId: row.id,
      type: 'EMAILED',
      at: now,
      detail: `Signed PDF to ${to}`,
    });
  }
}

/** Writes down a failed attempt and when the next one is, or that sealing gave up. */
async function recordFailure(db: Database, row: ContractRow, error: unknown): Promise<void> {
  const attempts = row.sealAttempts + 1;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  const reason = error instanceof Error ? error.message : String(error);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(shootContracts)
      .set({
        sealAttempts: attempts,
        sealError: reason.slice(0, 500),
        sealDueAt:
          attempts >= SEAL_MAX_ATTEMPTS || delay === undefined
            ? null
            : new Date(Date.now() + delay),
      })
      .where(and(eq(shootContracts.id, row.id), isNotNull(shootContracts.sealDueAt)))
      .returning({ id: shootContracts.id });
    if (updated.length === 0) return;
    await tx.insert(contractEvents).values({
      businessId: row.businessId,
      contractId: row.id,
      type: 'SEAL_FAILED',
      detail: reason.slice(0, 500),
    });
  });
}

type SealerLog = { error(object: object, message: string): void };

/** Claims and seals one due contract; answers whether there was one. */
export async function sealNext(
  deps: SealerDeps,
  options: { now?: Date; log?: SealerLog } = {},
): Promise<boolean> {
  const { db } = deps;
  // The certificate is read (or made and stored, once) before the claim's transaction: reading it
  // through `db` inside that transaction would wait for a second connection, which the embedded
  // database, with its one connection, never frees.
  const certificate = await contractSigningCertificate(deps);
  let claimed: ContractRow | undefined;
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(shootContracts)
        .where(
          and(
            isNotNull(shootContracts.sealDueAt),
            lte(shootContracts.sealDueAt, options.now ?? new Date()),
          ),
        )
        .orderBy(asc(shootContracts.sealDueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      claimed = row;
      if (row) {
        await sealContract(tx, { row, certificate, productName: deps.config.productName });
      }
    });
  } catch (error) {
    if (!claimed) throw error;
    options.log?.error({ err: error, contractId: claimed.id }, 'sealing a contract failed');
    await recordFailure(db, claimed, error);
  }
  return claimed !== undefined;
}

/** Seals everything due now; answers how many contracts it claimed. */
export async function sealDueContracts(
  deps: SealerDeps,
  options: { now?: Date; log?: SealerLog } = {},
): Promise<number> {
  let claimed = 0;
  while (await sealNext(deps, options)) claimed += 1;
  return claimed;
}

/** Starts the sealer; the answer stops it, waiting for the round under way. */
export async function startContractSealer(
  deps: SealerDeps & { database: Pick<DatabaseHandle, 'listen'> },
  options: { log: SealerLog & { warn(object: object, message: string): void }; pollMs?: number },
): Promise<() => Promise<void>> {
  const loop = createWakeLoop({
    round: async () => {
      await sealDueContracts(deps, { log: options.log });
    },
    onError: (error) => options.log.error({ err: error }, 'contract sealer round failed'),
  });
  // Retries come due without a notification: a poll finds them (and any notification missed).
  const timer = setInterval(loop.wake, options.pollMs ?? 15_000);
  timer.unref();
  const unlisten = await deps.database.listen(SEALS_CHANNEL, loop.wake);
  loop.wake();
  return async () => {
    clearInterval(timer);
    await loop.stop();
    await unlisten().catch((error: unknown) =>
      options.log.warn({ err: error }, 'could not unlisten the contract sealing channel'),
    );
  };
}
