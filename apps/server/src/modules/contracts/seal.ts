// Sealing a finished contract PDF with the product's certificate (a detached PKCS#7 signature,
// adbe.pkcs7.detached, over every byte but the signature itself: @signpdf/signpdf with the signer
// of certificate-signer.ts), and checking a sealed file as a PDF reader does, short of trusting
// the issuer.
import crypto from 'node:crypto';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import {
  DEFAULT_BYTE_RANGE_PLACEHOLDER,
  DEFAULT_SIGNATURE_LENGTH,
  SIG_FLAGS,
  SUBFILTER_ADOBE_PKCS7_DETACHED,
} from '@signpdf/utils';
import { CertificateSigner } from './certificate-signer.ts';
import type { Pdf } from './pdf-text.ts';
import type { SigningCertificate } from './signing-certificate.ts';

type PdfkitInternals = { _root: { data: Record<string, unknown> } };

/**
 * Adds the empty signature field sealPdf fills: a signature dictionary whose /Contents is
 * reserved space and whose /ByteRange is a placeholder, and an invisible widget on the current
 * page in the document's form. Written into the file itself, not as an incremental update, so
 * the sealed file is one revision. (What @signpdf/placeholder-pdfkit does, through pdfkit's
 * public `ref`; that package declares pdfkit 0.11 only.)
 */
export function addSealPlaceholder(
  doc: Pdf,
  { name, reason, signingTime }: { name: string; reason: string; signingTime: Date },
): void {
  const signature = doc.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    ByteRange: [
      0,
      DEFAULT_BYTE_RANGE_PLACEHOLDER,
      DEFAULT_BYTE_RANGE_PLACEHOLDER,
      DEFAULT_BYTE_RANGE_PLACEHOLDER,
    ],
    Contents: Buffer.alloc(DEFAULT_SIGNATURE_LENGTH),
    Reason: new String(reason),
    M: signingTime,
    Name: new String(name),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: name } },
  });
  const widget = doc.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    // Printed, locked: the seal is no field a reader lets anyone fill in.
    F: 4 | 128,
    V: signature,
    T: new String('Seal'),
    P: doc.page.dictionary,
  });
  doc.page.annotations.push(widget);
  // pdfkit's own form (initForm) is kept, so pdfkit writes it at the end; its fields are ours.
  doc.initForm();
  const form = (doc as unknown as PdfkitInternals)._root.data.AcroForm as {
    data: { Fields: unknown[]; DR: unknown };
  };
  form.data = {
    Type: 'AcroForm',
    SigFlags: SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY,
    Fields: [widget],
    DR: form.data.DR,
  } as typeof form.data;
  for (const reference of [signature, widget]) endReference(reference);
}

/** Writes a finished object; pdfkit's `end` takes no data, though its types ask for some. */
function endReference(reference: PDFKit.PDFKitReference): void {
  (reference as unknown as { end(): void }).end();
}

/** The PDF with its seal: a digital signature with the certificate over the whole file. */
export async function sealPdf(
  pdf: Buffer,
  certificate: SigningCertificate,
  signingTime?: Date,
): Promise<Buffer> {
  return new SignPdf().sign(pdf, new CertificateSigner(certificate), signingTime);
}

export type SealCheck = {
  /** The file is exactly what was signed, and the signature is the certificate's. */
  isValid: boolean;
  /** Why it is not valid; undefined when it is. */
  problem: string | undefined;
  /** The signed byte range: [start, length, start, length]. */
  byteRange: [number, number, number, number] | undefined;
  /** The signer's certificate subject (common name), when one could be read. */
  signedBy: string | undefined;
  /** The signing time the seal states. */
  signedAt: Date | undefined;
  /** SHA-256 of the signer's certificate (DER), to compare with the product's own. */
  certificateSha256: string | undefined;
};

const OIDS = {
  messageDigest: forge.pki.oids.messageDigest!,
  signingTime: forge.pki.oids.signingTime!,
  sha256: forge.pki.oids.sha256!,
};

/**
 * Checks a sealed PDF as a reader does: one signature whose byte range runs from the first byte
 * to the last, leaving out only the signature's own /Contents; the PKCS#7 message digest equal to
 * the SHA-256 of those bytes; the signed attributes signed by the certificate's key. Whether
 * the certificate is the product's is for the caller to compare (certificateSha256).
 */
export function verifySealedPdf(pdf: Buffer): SealCheck {
  const result: SealCheck = {
    isValid: false,
    problem: undefined,
    byteRange: undefined,
    signedBy: undefined,
    signedAt: undefined,
    certificateSha256: undefined,
  };
  const fail = (problem: string): SealCheck => ({ ...result, problem });
  const text = pdf.toString('latin1');
  // A signature's byte range leaves out exactly its own /Contents value. Text that merely reads
  // like a byte range (a title quoting one) leaves out nothing of the kind and is passed over.
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)]
    .map((match) => match.slice(1, 5).map(Number) as [number, number, number, number])
    .filter(
      ([, firstLength, secondStart]) =>
        text.slice(firstLength - '/Contents '.length, firstLength + 1) === '/Contents <' &&
        text[secondStart - 1] === '>',
    );
  if (ranges.length === 0) return fail('The file has no seal');
  if (ranges.length > 1) return fail('The file has more than one signature');
  const byteRange = ranges[0]!;
  result.byteRange = byteRange;
  const [start, firstLength, secondStart, secondLength] = byteRange;
  if (start !== 0 || secondStart + secondLength !== pdf.length)
    return fail('The signature does not cover the whole file');
  if (secondStart <= firstLength) return fail('The signature byte range is malformed');
  const gap = text.slice(firstLength, secondStart);
  if (!/^<[0-9a-fA-F]*>$/.test(gap))
    return fail('The signature byte range leaves out more than the signature');

  let message: forge.pkcs7.PkcsSignedData;
  try {
    const der = Buffer.from(gap.slice(1, -1), 'hex');
    // Not strict: the reserved space after the message is zeros.
    const options = { strict: false, parseAllBytes: false } as unknown as boolean;
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')), options);
    message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData;
  } catch {
    return fail('The signature is not a readable PKCS#7 message');
  }
  const certificate = message.certificates[0];
  if (!certificate) return fail('The signature carries no certificate');
  result.signedBy = certificate.subject.getField('CN')?.value as string | undefined;
  const certificateDer = Buffer.from(
    forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(),
    'binary',
  );
  result.certificateSha256 = crypto.createHash('sha256').update(certificateDer).digest('hex');

  const raw = (message as unknown as { rawCapture: RawSignerInfo }).rawCapture;
  if (!raw?.authenticatedAttributes || !raw.signature)
    return fail('The signature has no signed attributes');
  if (forge.asn1.derToOid(raw.digestAlgorithm) !== OIDS.sha256)
    return fail('The signature uses another digest than SHA-256');
  let digest: string | undefined;
  for (const attribute of raw.authenticatedAttributes) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    const oid = forge.asn1.derToOid(type!.value as string);
    const value = (values!.value as forge.asn1.Asn1[])[0]!;
    if (oid === OIDS.messageDigest) digest = value.value as string;
    if (oid === OIDS.signingTime)
      result.signedAt =
        value.type === forge.asn1.Type.UTCTIME
          ? forge.asn1.utcTimeToDate(value.value as string)
          : forge.asn1.generalizedTimeToDate(value.value as string);
  }
  if (digest === undefined) return fail('The signature states no message digest');
  const covered = crypto
    .createHash('sha256')
    .update(pdf.subarray(start, firstLength))
    .update(pdf.subarray(secondStart, secondStart + secondLength))
    .digest();
  if (!covered.equals(Buffer.from(digest, 'binary')))
    return fail('The file has changed since it was sealed');

  // The signature is over the DER of the signed attributes as a SET (tag 0x31, not [0]).
  const attributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    raw.authenticatedAttributes,
  );
  const signedBytes = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
  const isSigned = crypto.verify(
    'sha256',
    signedBytes,
    forge.pki.certificateToPem(certificate),
    Buffer.from(raw.signature, 'binary'),
  );
  if (!isSigned) return fail("The signature is not the certificate's");
  return { ...result, isValid: true };
}

type RawSignerInfo = {
  authenticatedAttributes: forge.asn1.Asn1[] | undefined;
  digestAlgorithm: string;
  signature: string | undefined;
};
