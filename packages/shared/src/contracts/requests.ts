// Requests of the contract endpoints; the signing page and the shoot page validate with these.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { messages } from '../messages.ts';
import { requiredText } from '../validation.ts';
import { ZEmailSubject } from '../emails/contracts.ts';

/** A pad drawing is a few kilobytes; far larger is not a signature. */
export const DRAWN_SIGNATURE_MAX_CHARS = 700_000;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A typed or drawn signature, as the signing form sends it. */
export const ZSignatureMarkInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('typed'), name: requiredText('name', limits.clientName) }),
    z.object({
      kind: z.literal('drawn'),
      pngDataUrl: z
        .string({ error: messages.contractSignatureRequired })
        .max(DRAWN_SIGNATURE_MAX_CHARS, messages.contractSignatureImage)
        .regex(PNG_DATA_URL, messages.contractSignatureImage),
    }),
  ],
  { error: messages.contractSignatureRequired },
);
export type TSignatureMarkInput = z.input<typeof ZSignatureMarkInput>;

/** The full name the signer signs as, and their mark. */
const ZSignerFields = {
  fullName: requiredText('name', limits.clientName),
  signature: ZSignatureMarkInput,
};

/** POST /api/public/contracts/{token}/sign. */
export const ZSignContractRequest = z.object({
  ...ZSignerFields,
  /** The SHA-256 of the content the client read: signing refuses if it changed since. */
  contentSha256: z.string().regex(/^[0-9a-f]{64}$/, messages.contractChanged),
  /** The electronic records and signatures disclosure was agreed to. */
  consent: z.literal(true, { error: messages.contractConsentRequired }),
});
export type TSignContractRequest = z.input<typeof ZSignContractRequest>;

/** PUT /api/account/signature: the photographer adopts their signature once. */
export const ZAdoptSignatureRequest = z.object(ZSignerFields);
export type TAdoptSignatureRequest = z.input<typeof ZAdoptSignatureRequest>;

/** POST /api/orders/{id}/contracts: add a contract template to the shoot by hand. */
export const ZAddShootContractRequest = z.object({
  contractTemplateId: z.uuid({ error: messages.contractTemplateNotFound }),
});

/**
 * POST /api/orders/{id}/contracts/{contractId}/send: the signing email. Without subject and
 * content, the business's contract email template is sent; with them, this one-off text (it must
 * contain [Contract Link] or the link is added after it).
 */
export const ZSendContractRequest = z
  .object({
    subject: ZEmailSubject.optional(),
    content: z.string().max(200_000).optional(),
  })
  .refine((body) => (body.subject === undefined) === (body.content === undefined), {
    error: 'Send both a subject and a content, or neither',
    path: ['content'],
  });
export type TSendContractRequest = z.input<typeof ZSendContractRequest>;

/** A contract signed while booking: sent with the checkout. */
export const ZBookingContractSignature = z.object({
  templateId: z.uuid(),
  contentSha256: z.string().regex(/^[0-9a-f]{64}$/, messages.contractsChangedDuringBooking),
  ...ZSignerFields,
  consent: z.literal(true, { error: messages.contractConsentRequired }),
  /** When the client opened the contract on the booking page (ISO instant). */
  viewedAt: z.iso.datetime({ offset: true }),
});
export type TBookingContractSignature = z.input<typeof ZBookingContractSignature>;
