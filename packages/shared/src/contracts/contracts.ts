// The contracts of a shoot and their signing: what /api/orders/{id}/contracts, the public signing
// page (/api/public/contracts/{token}) and the client's manage page answer.
import { z } from 'zod';
import { contractEventTypes, contractStates } from '../enums.ts';

export const ZContractState = z.enum(contractStates);
export type TContractState = z.infer<typeof ZContractState>;

export const ZContractEventType = z.enum(contractEventTypes);
export type TContractEventType = z.infer<typeof ZContractEventType>;

/** The countersign option: when on, the photographer signs each contract after the client. */
export const COUNTERSIGN_CONTRACTS = 'COUNTERSIGN_CONTRACTS';

/** One line of a contract's audit trail. */
export const ZContractEvent = z.object({
  type: ZContractEventType,
  at: z.string(),
  /** Who acted (the client's or the photographer's name); null for what the product did. */
  actorName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** What else is worth knowing: the address an email went to, why sealing failed. */
  detail: z.string().nullable(),
});
export type TContractEvent = z.infer<typeof ZContractEvent>;

/** Where making the sealed PDF stands once every party signed. */
export const ZContractSealing = z.object({
  /** WAITING: queued or being retried; FAILED: gave up after its retries (Retry starts again). */
  status: z.enum(['WAITING', 'FAILED']),
  attempts: z.number().int(),
  /** Why the last attempt failed; null before the first failure. */
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type TContractSealing = z.infer<typeof ZContractSealing>;

/** A contract of a shoot, as the photographer sees it. */
export const ZShootContract = z.object({
  id: z.string(),
  orderId: z.string(),
  /** The template it was made from; null once that template was deleted. */
  templateId: z.string().nullable(),
  name: z.string(),
  state: ZContractState,
  /** The photographer signs after the client (fixed when it is sent). */
  isCountersignRequired: z.boolean(),
  /** SHA-256 of the content as sent; null before sending (the content still follows the template). */
  contentSha256: z.string().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  clientSignedAt: z.string().nullable(),
  countersignedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** Null unless every party signed and the PDF is not made yet. */
  sealing: ZContractSealing.nullable(),
  events: z.array(ZContractEvent),
});
export type TShootContract = z.infer<typeof ZShootContract>;

export const ZShootContractList = z.array(ZShootContract);

/** One contract with its content: the owner's preview (the template filled in until it is sent). */
export const ZShootContractDetail = ZShootContract.extend({ content: z.string() });
export type TShootContractDetail = z.infer<typeof ZShootContractDetail>;

/** GET /api/orders/contracts/count: the business's contracts that wait for someone. */
export const ZContractCounts = z.object({
  /** Sent or viewed: waiting for the client. */
  awaitingClient: z.number().int(),
  /** Signed by the client, waiting for the photographer's countersignature. */
  awaitingCountersign: z.number().int(),
  /** Signed by everyone, the sealed PDF not made after all its retries. */
  sealingFailed: z.number().int(),
  completed: z.number().int(),
});
export type TContractCounts = z.infer<typeof ZContractCounts>;

/** The mark a party signs with: a typed name set in a script face, or a drawing (PNG data URL). */
export const ZSignatureMark = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('typed'), name: z.string() }),
  z.object({ kind: z.literal('drawn'), pngDataUrl: z.string() }),
]);
export type TSignatureMark = z.infer<typeof ZSignatureMark>;

/** The photographer's adopted signature (GET /api/account/signature); null before adopting one. */
export const ZAdoptedSignature = z.object({
  fullName: z.string(),
  mark: ZSignatureMark,
  adoptedAt: z.string(),
});
export type TAdoptedSignature = z.infer<typeof ZAdoptedSignature>;

/** The public signing page of one contract. */
export const ZPublicContract = z.object({
  name: z.string(),
  state: ZContractState,
  business: z.object({
    name: z.string(),
    email: z.string().nullable(),
    logoUrl: z.string().nullable(),
    color: z.string().nullable(),
  }),
  /** The sanitised HTML to read and sign; empty once voided. */
  content: z.string(),
  /** What signing commits to: sent back with the signature. */
  contentSha256: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientSignedAt: z.string().nullable(),
  /** Waiting for the photographer's signature after the client's. */
  isAwaitingCountersign: z.boolean(),
  /** The sealed PDF can be downloaded (GET .../pdf). */
  isPdfReady: z.boolean(),
});
export type TPublicContract = z.infer<typeof ZPublicContract>;

/** A contract on the client's manage page. */
export const ZBookingContract = z.object({
  name: z.string(),
  state: ZContractState,
  /** The token of its page (/contract/{token}): to sign it, and its PDF once sealed. */
  token: z.string(),
  /** Waiting for the client's signature. */
  isToSign: z.boolean(),
  isPdfReady: z.boolean(),
});
export type TBookingContract = z.infer<typeof ZBookingContract>;

/** A contract to read and sign while booking, before the booking exists. */
export const ZBookingContractDraft = z.object({
  templateId: z.string(),
  name: z.string(),
  content: z.string(),
  contentSha256: z.string(),
});
export type TBookingContractDraft = z.infer<typeof ZBookingContractDraft>;

/** A contract of a contact's shoots (the contact page). */
export const ZContactContract = ZShootContract.pick({
  id: true,
  orderId: true,
  name: true,
  state: true,
  completedAt: true,
  sentAt: true,
}).extend({ serviceName: z.string(), shootStartTime: z.string().nullable() });
export type TContactContract = z.infer<typeof ZContactContract>;
