// The contracts of a service signed while booking (booking's BookingContractPort): each template
// filled with what the booking will not change, read and signed before the client pays, and
// recorded with the new shoot as signed by the client. The checkout fills them again from the
// same facts: a signature counts only for content whose SHA-256 is the one filled now.
import type { TBookingContractDraft } from '@studio/shared/contracts/contracts';
import { messages } from '@studio/shared/messages';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type {
  BookingContractFacts,
  BookingContractPort,
  BookingContractSignature,
  SigningOrigin,
} from '../booking/contract-port.ts';
import { getContractTemplate, listServiceContracts } from '../contract-templates/service.ts';
import type { EmailComposer } from '../emails/compose.ts';
import { fillContentHtml } from '../emails/render.ts';
import { bookingDraftValues } from '../emails/values.ts';
import { contractContentSha256 } from './contract-pdf.ts';
import { shootContracts, type SigningRecord } from './schema.ts';
import { isCountersignOn, queueSealing, recordEvent, sendContractIn } from './service.ts';
import type { SignatureMark } from './signature-mark.ts';
import { askForCountersignature, checkedMark } from './signing.ts';

/** One contract of the service and what the client sent for it. */
type Verdict =
  | { draft: TBookingContractDraft; signature: BookingContractSignature; mark: SignatureMark }
  | { draft: TBookingContractDraft; refusal: string };

async function draftsOf(
  executor: Executor,
  facts: BookingContractFacts,
): Promise<TBookingContractDraft[]> {
  const businessId = facts.business.id;
  const attached = await listServiceContracts(executor, {
    businessId,
    serviceId: facts.service.id,
  });
  if (attached.length === 0) return [];
  const values = bookingDraftValues({
    business: facts.business,
    client: facts.client,
    serviceName: facts.service.name,
    packageName: facts.packageName,
    packagePrice: facts.packagePrice,
    time: facts.time,
  });
  const drafts: TBookingContractDraft[] = [];
  for (const contract of attached) {
    const template = await getContractTemplate(executor, {
      businessId,
      id: contract.contractTemplateId,
    });
    const content = fillContentHtml(template.content, values);
    drafts.push({
      templateId: template.id,
      name: template.name,
      content,
      contentSha256: contractContentSha256(content),
    });
  }
  return drafts;
}

/**
 * The client's signature of a draft, if it signed this very content. A drawn mark that is not a
 * sensible image refuses (400) unless the booking is paid: then the contract goes by email.
 */
function verdictOf(
  draft: TBookingContractDraft,
  signatures: readonly BookingContractSignature[],
  isPaid: boolean,
): Verdict {
  const signature = signatures.find((entry) => entry.templateId === draft.templateId);
  if (!signature) return { draft, refusal: messages.contractsUnsigned };
  if (signature.contentSha256 !== draft.contentSha256)
    return { draft, refusal: messages.contractsChangedDuringBooking };
  try {
    return { draft, signature, mark: checkedMark(signature.signature) };
  } catch (error) {
    if (isPaid && error instanceof AppError) return { draft, refusal: error.message };
    throw error;
  }
}

/** A changed contract first: the client must read it again before signing the rest. */
function refuseUnlessSigned(verdicts: readonly Verdict[]): void {
  const refusals = verdicts.flatMap((verdict) => ('refusal' in verdict ? [verdict.refusal] : []));
  if (refusals.length === 0) return;
  const changed = refusals.includes(messages.contractsChangedDuringBooking);
  throw new AppError(
    'CONFLICT',
    changed ? messages.contractsChangedDuringBooking : messages.contractsUnsigned,
  );
}

type RecordInput = Parameters<BookingContractPort['record']>[1];

/** The contract as the client signed it on the booking page: CLIENT_SIGNED, never sent. */
async function recordSigned(
  tx: Transaction,
  input: {
    facts: BookingContractFacts;
    orderId: string;
    sortIndex: number;
    verdict: Extract<Verdict, { signature: unknown }>;
    origin: SigningOrigin;
    isCountersignRequired: boolean;
    now: Date;
  },
): Promise<void> {
  const { facts, verdict, origin, now } = input;
  const { draft, signature } = verdict;
  const businessId = facts.business.id;
  // The page says when the contract was opened; a clock ahead of ours cannot make it later.
  const viewedAt = new Date(Math.min(new Date(signature.viewedAt).getTime(), now.getTime()));
  const record: SigningRecord = {
    fullName: signature.fullName,
    email: facts.client.email,
    signature: verdict.mark,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
    viewedAt: viewedAt.toISOString(),
    consentedAt: now.toISOString(),
    signedAt: now.toISOString(),
    signedContentSha256: draft.contentSha256,
  };
  const [row] = await tx
    .insert(shootContracts)
    .values({
      businessId,
      orderId: input.orderId,
      templateId: draft.templateId,
      // From the service, so preparing the shoot's contracts does not add it again.
      isFromService: true,
      sortIndex: input.sortIndex,
      name: draft.name,
      content: draft.content,
      contentSha256: draft.contentSha256,
      state: 'CLIENT_SIGNED',
      isCountersignRequired: input.isCountersignRequired,
      clientName: facts.client.fullName,
      clientEmail: facts.client.email,
      viewedAt,
      client: record,
    })
    .returning();
  if (!row) throw new Error('shoot contract insert returned nothing');
  const event = { businessId, contractId: row.id, actorName: signature.fullName, origin };
  await recordEvent(tx, { ...event, type: 'VIEWED', at: viewedAt, detail: 'While booking' });
  await recordEvent(tx, {
    ...event,
    type: 'CLIENT_SIGNED',
    at: now,
    detail:
      'Signed while booking; agreed to sign electronically; signed content SHA-256 ' +
      draft.contentSha256,
  });
  // Like a contract signed from its link: sealed now, or once the photographer countersigned.
  if (input.isCountersignRequired) await askForCountersignature(tx, row);
  else await queueSealing(tx, row.id);
}

/**
 * A contract of a paid booking the client did not sign as it reads now: it is sent to them by
 * email. A send that cannot go (no email template left, say) leaves it NOT_SENT on the shoot for
 * the photographer, and the paid booking stands.
 */
async function sendForSigning(
  tx: Transaction,
  input: {
    facts: BookingContractFacts;
    orderId: string;
    sortIndex: number;
    draft: TBookingContractDraft;
    composer: EmailComposer;
  },
): Promise<void> {
  const { facts, draft } = input;
  const businessId = facts.business.id;
  const [row] = await tx
    .insert(shootContracts)
    .values({
      businessId,
      orderId: input.orderId,
      templateId: draft.templateId,
      isFromService: true,
      sortIndex: input.sortIndex,
      name: draft.name,
    })
    .returning({ id: shootContracts.id });
  if (!row) throw new Error('shoot contract insert returned nothing');
  try {
    await tx.transaction((savepoint) =>
      sendContractIn(savepoint, {
        businessId,
        orderId: input.orderId,
        contractId: row.id,
        composer: input.composer,
        actorName: facts.business.name,
      }),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

async function recordContracts(
  tx: Transaction,
  input: RecordInput & { composer: EmailComposer },
): Promise<void> {
  const { facts } = input;
  const drafts = await draftsOf(tx, facts);
  if (drafts.length === 0) return;
  const verdicts = drafts.map((draft) => verdictOf(draft, input.signatures, input.isPaid));
  if (!input.isPaid) refuseUnlessSigned(verdicts);
  const isCountersignRequired = await isCountersignOn(tx, facts.business.id);
  const now = new Date();
  for (const [sortIndex, verdict] of verdicts.entries()) {
    const placed = { facts, orderId: input.orderId, sortIndex };
    if ('signature' in verdict) {
      await recordSigned(tx, {
        ...placed,
        verdict,
        origin: input.origin,
        isCountersignRequired,
        now,
      });
    } else {
      await sendForSigning(tx, { ...placed, draft: verdict.draft, composer: input.composer });
    }
  }
}

/** Built once by buildApp with the app's email composer (the signing emails of a paid booking). */
export function bookingContractPort(composer: EmailComposer): BookingContractPort {
  return {
    drafts: draftsOf,
    async requireSigned(executor, input) {
      const drafts = await draftsOf(executor, input.facts);
      refuseUnlessSigned(drafts.map((draft) => verdictOf(draft, input.signatures, false)));
    },
    record: (tx, input) => recordContracts(tx, { ...input, composer }),
  };
}
