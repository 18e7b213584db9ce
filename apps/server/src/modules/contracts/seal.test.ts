import crypto from 'node:crypto';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleContractInput } from '../../test/factories/contract-document.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { pdfPageItems, pdfPagesText } from '../../test/pdf-reading.ts';
import { sealPdf, verifySealedPdf } from './seal.ts';
import { createSigningCertificate, type SigningCertificate } from './signing-certificate.ts';
import { SignatureImageError } from './signature-mark.ts';

let certificate: SigningCertificate;
let sealed: Buffer;

beforeAll(async () => {
  const stored = createSigningCertificate('Studio');
  certificate = {
    p12: Buffer.from(stored.p12, 'base64'),
    passphrase: stored.passphrase,
    certificatePem: stored.certificatePem,
  };
  sealed = await sealPdf(await renderContractPdf(await sampleContractInput()), certificate);
});

/** The signature's byte range and its /Contents, read from the raw file. */
function signatureParts(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
  if (!match) throw new Error('no /ByteRange');
  const [start, firstLength, secondStart, secondLength] = match.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { text, start, firstLength, secondStart, secondLength };
}

function certificateSha256(pem: string): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(pem)));
  return crypto.createHash('sha256').update(Buffer.from(der.getBytes(), 'binary')).digest('hex');
}

describe('sealing a contract PDF', () => {
  it('seals a five-page contract with two signers so that it verifies with the product certificate', async () => {
    const pages = await pdfPagesText(sealed);
    // Five pages of contract (the signatures at the end of the fifth), then the certificate.
    expect(pages).toHaveLength(6);
    expect(pages[4]).toContain('Signatures');
    expect(pages[5]).toMatch(/Contract pages\s+5/);
    expect(pages[0]).toContain('Page 1 of 6');

    const check = verifySealedPdf(sealed);
    expect(check).toMatchObject({ isValid: true, problem: undefined });
    expect(check.signedBy).toBe('Studio Document Sealing');
    expect(check.certificateSha256).toBe(certificateSha256(certificate.certificatePem));
    expect(check.signedAt).toBeInstanceOf(Date);
  });

  it('covers the whole file with the byte range, leaving out only the signature contents', () => {
    const { text, start, firstLength, secondStart, secondLength } = signatureParts(sealed);
    expect(start).toBe(0);
    expect(secondStart + secondLength).toBe(sealed.length);
    const gap = text.slice(firstLength, secondStart);
    expect(gap).toMatch(/^<[0-9a-f]+>$/i);
    // The gap is exactly the value of the signature dictionary's /Contents.
    expect(text.slice(firstLength - '/Contents '.length, firstLength)).toBe('/Contents ');
    expect(text.match(/\/ByteRange/g)).toHaveLength(1);
  });

  it('carries a PKCS#7 message whose digest is the SHA-256 of the covered bytes', () => {
    const { text, firstLength, secondStart, secondLength } = signatureParts(sealed);
    const der = Buffer.from(text.slice(firstLength + 1, secondStart - 1), 'hex');
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')), {
      parseAllBytes: false,
    } as unknown as boolean);
    const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes: forge.asn1.Asn1[] };
    };
    const digestAttribute = message.rawCapture.authenticatedAttributes.find(
      (attribute) =>
        forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) ===
        forge.pki.oids.messageDigest,
    )!;
    const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!
      .value as string;
    const covered = crypto
      .createHash('sha256')
      .update(sealed.subarray(0, firstLength))
      .update(sealed.subarray(secondStart, secondStart + secondLength))
      .digest();
    expect(Buffer.from(digest, 'binary').toString('hex')).toBe(covered.toString('hex'));
    expect(message.certificates[0]!.subject.getField('O')?.value).toBe('Studio');
  });

  it('no longer verifies when one byte is changed, anywhere the seal covers', () => {
    const { firstLength, secondStart } = signatureParts(sealed);
    for (const position of [10, Math.floor(firstLength / 2), secondStart + 5, sealed.length - 3]) {
      const altered = Buffer.from(sealed);
      altered[position] = altered[position]! ^ 0x01;
      const check = verifySealedPdf(altered);
      expect(check.isValid, `byte ${position}`).toBe(false);
      expect(check.problem).toBeDefined();
    }
  });

  it('no longer verifies when the signature itself or the file length is changed', () => {
    const { text, firstLength, secondStart } = signatureParts(sealed);
    const forgedSignature = Buffer.from(sealed);
    // The message ends with the RSA signature value; the reserved space after it is zeros.
    const messageHexLength = text
      .slice(firstLength + 1, secondStart - 1)
      .replace(/(00)+$/, '').length;
    const position = firstLength + 1 + messageHexLength - 20;
    forgedSignature[position] = forgedSignature[position] === 0x30 ? 0x31 : 0x30;
    expect(verifySealedPdf(forgedSignature).isValid).toBe(false);

    const appended = Buffer.concat([sealed, Buffer.from('\n% an incremental update\n')]);
    expect(verifySealedPdf(appended)).toMatchObject({
      isValid: false,
      problem: 'The signature does not cover the whole file',
    });
  });

  it('seals and verifies a contract whose title quotes a byte range', async () => {
    const input = await sampleContractInput({ title: 'Terms /ByteRange [0 10 20 30] apply' });
    const pdf = await sealPdf(await renderContractPdf(input), certificate);
    expect(verifySealedPdf(pdf)).toMatchObject({ isValid: true });
  });

  it('refuses a file without a seal', async () => {
    const unsealed = await renderContractPdf(await sampleContractInput());
    expect(verifySealedPdf(unsealed).isValid).toBe(false);
  });
});

describe('the certificate page', () => {
  it("lists every signer's identity, signature, address, device, events and content hash", async () => {
    const input = await sampleContractInput();
    const certificatePage = (await pdfPagesText(sealed)).at(-1)!;
    const [client, photographer] = input.signers;
    const contentSha256 = client!.signedContentSha256;
    expect(certificatePage).toContain('Certificate of completion');
    expect(certificatePage).toContain('(America/New_York)');
    expect(certificatePage).toContain(`Content SHA-256 ${contentSha256}`);
    expect(certificatePage).toContain('Signer 1 · Client');
    expect(certificatePage).toContain('Signer 2 · Photographer');
    for (const signer of [client!, photographer!]) {
      expect(certificatePage).toContain(`Name ${signer.name}`);
      expect(certificatePage).toContain(`Email ${signer.email}`);
      expect(certificatePage).toContain(`IP address ${signer.ipAddress}`);
      expect(certificatePage.replace(/\s+/g, ' ')).toContain(signer.userAgent);
    }
    expect(certificatePage.match(/Signed content SHA-256 ([0-9a-f]{64})/g)).toEqual([
      `Signed content SHA-256 ${contentSha256}`,
      `Signed content SHA-256 ${contentSha256}`,
    ]);
    // Each event in UTC and in the business's zone, on one row; the countersigner was sent nothing.
    const rows = [
      'Sent Mar 9, 2030, 2:05:00 PM UTC Mar 9, 2030, 9:05:00 AM EST',
      'Viewed Mar 10, 2030, 6:58:12 AM UTC Mar 10, 2030, 1:58:12 AM EST',
      'Agreed to electronic records Mar 10, 2030, 7:01:40 AM UTC Mar 10, 2030, 3:01:40 AM EDT',
      'Signed Mar 10, 2030, 7:02:03 AM UTC Mar 10, 2030, 3:02:03 AM EDT',
      'Viewed Mar 10, 2030, 3:20:00 PM UTC Mar 10, 2030, 11:20:00 AM EDT',
      'Signed Mar 10, 2030, 3:21:30 PM UTC Mar 10, 2030, 11:21:30 AM EDT',
    ];
    const lines = certificatePage.split('\n');
    for (const row of rows) expect(lines).toContain(row);
    expect(lines.filter((line) => line.startsWith('Sent '))).toHaveLength(1);
    // The typed signature is set in the embedded script face.
    expect(certificatePage).toContain('Jonas Lindqvist');
    expect(sealed.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DancingScript/);
  });

  it('sets a long typed name smaller on one line rather than wrapping it', async () => {
    const input = await sampleContractInput();
    const name = 'María Guadalupe Fernández de la Torre y Santa Cruz';
    input.signers[1] = { ...input.signers[1]!, signature: { kind: 'typed', name } };
    const items = await pdfPageItems(await renderContractPdf(input), -1);
    const words = items.filter((item) => name.includes(item.text.trim()));
    expect(words.map((item) => item.text).join(' ')).toContain('María Guadalupe');
    expect(new Set(words.map((item) => Math.round(item.y))).size).toBe(1);
  });

  it('shows times once when the business keeps UTC', async () => {
    const pdf = await renderContractPdf(await sampleContractInput({ timeZone: 'UTC' }));
    const certificatePage = (await pdfPagesText(pdf)).at(-1)!;
    expect(certificatePage).toContain('Times are in UTC.');
    expect(certificatePage.split('\n')).toContain('Signed Mar 10, 2030, 3:21:30 PM UTC');
  });
});

describe('what a contract PDF refuses', () => {
  it('refuses a signer whose record names other content than the contract', async () => {
    const input = await sampleContractInput();
    input.signers[1] = { ...input.signers[1]!, signedContentSha256: 'f'.repeat(64) };
    await expect(renderContractPdf(input)).rejects.toThrow(
      'Jonas Lindqvist signed other content than',
    );
  });

  it('refuses a drawn signature that is not a PNG', async () => {
    const input = await sampleContractInput();
    const gif = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all-but-long-enough').toString('base64')}`;
    input.signers[0] = { ...input.signers[0]!, signature: { kind: 'drawn', pngDataUrl: gif } };
    await expect(renderContractPdf(input)).rejects.toThrow(SignatureImageError);
    input.signers[0] = {
      ...input.signers[0]!,
      signature: { kind: 'drawn', pngDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
    };
    await expect(renderContractPdf(input)).rejects.toThrow('not a PNG data URL');
  });
});
