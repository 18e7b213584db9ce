// What a contract PDF is made from: the contract as sent and each party's signing record.
import type { SignatureMark } from './signature-mark.ts';

export type ContractSigner = {
  /** What the party is to the contract, e.g. 'Client' or 'Photographer'. */
  role: string;
  name: string;
  email: string;
  signature: SignatureMark;
  ipAddress: string;
  /** The browser's User-Agent when signing. */
  userAgent: string;
  /** When the signing link was sent; undefined for a party who signs from the app (countersigning). */
  sentAt: Date | undefined;
  viewedAt: Date;
  /** When the party agreed to sign with electronic records, if asked. */
  consentedAt: Date | undefined;
  signedAt: Date;
  /** SHA-256 (hex) of the content the party signed, as recorded when signing. */
  signedContentSha256: string;
};

export type ContractPdfInput = {
  documentId: string;
  title: string;
  businessName: string;
  /** The contract's rich text, as stored (cleaned again before layout). */
  contentHtml: string;
  /** The business's IANA time zone: the certificate shows every time in UTC and in it. */
  timeZone: string;
  signers: ContractSigner[];
  /** When the last party signed: the document's date. */
  completedAt: Date;
  /** The product that seals the document, named in its properties and on the certificate. */
  productName: string;
  paperSize?: 'A4' | 'LETTER';
};
