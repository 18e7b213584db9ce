// The certificate of completion that ends a signed contract: the document's fingerprint and, for
// each party, who they are, their signature, where they signed from and every event of theirs,
// in UTC and in the business's time zone.
import type { ContractPdfInput, ContractSigner } from './contract-pdf-input.ts';
import { formatInstant } from './instant-format.ts';
import { drawSignature } from './signature-mark.ts';
import type { DocumentFonts } from './fonts.ts';
import { COLORS, keepSpace, rule, writeText, type Pdf } from './pdf-text.ts';

type CertificateInput = ContractPdfInput & { contentSha256: string; contractPages: number };

const LABEL_WIDTH = 130;
const SIGNATURE_BOX = { width: 170, height: 44 };

/** The events of a signer, in the order they happened. */
export function signerEvents(signer: ContractSigner): Array<{ label: string; at: Date }> {
  const events: Array<{ label: string; at: Date | undefined }> = [
    { label: 'Sent', at: signer.sentAt },
    { label: 'Viewed', at: signer.viewedAt },
    { label: 'Agreed to electronic records', at: signer.consentedAt },
    { label: 'Signed', at: signer.signedAt },
  ];
  return events.filter((event): event is { label: string; at: Date } => event.at !== undefined);
}

export function writeCertificatePages(
  doc: Pdf,
  fonts: DocumentFonts,
  input: CertificateInput,
  width: number,
): void {
  const x = doc.page.margins.left;
  const isUtc = sameZoneAsUtc(input.timeZone);
  writeText(doc, fonts, 'Certificate of completion', { x, width, size: 18, after: 6 }, 'bold');
  writeText(
    doc,
    fonts,
    isUtc
      ? 'This certificate records who signed the document above, how and when. Times are in UTC.'
      : `This certificate records who signed the document above, how and when. Times are in UTC and in the business's time zone (${input.timeZone}).`,
    { x, width, size: 9, color: COLORS.muted, after: 12 },
  );
  const times = (at: Date) =>
    isUtc
      ? formatInstant(at, 'UTC')
      : `${formatInstant(at, 'UTC')}\n${formatInstant(at, input.timeZone)}`;
  field(doc, fonts, x, width, 'Document', input.title);
  field(doc, fonts, x, width, 'Document ID', input.documentId);
  field(doc, fonts, x, width, 'Business', input.businessName);
  field(doc, fonts, x, width, 'Contract pages', String(input.contractPages));
  field(doc, fonts, x, width, 'Content SHA-256', input.contentSha256, true);
  field(doc, fonts, x, width, 'Completed', times(input.completedAt));
  field(
    doc,
    fonts,
    x,
    width,
    'Sealed by',
    `${input.productName}, with a PDF digital signature when the last party signed. A PDF reader shows whether the file has changed since.`,
  );
  doc.y += 8;

  input.signers.forEach((signer, index) => {
    keepSpace(doc, 210);
    rule(doc, x, width, 12);
    writeText(
      doc,
      fonts,
      `Signer ${index + 1} · ${signer.role}`,
      { x, width, size: 12, after: 8 },
      'bold',
    );
    const top = doc.y;
    field(doc, fonts, x, width - SIGNATURE_BOX.width - 16, 'Name', signer.name);
    field(doc, fonts, x, width - SIGNATURE_BOX.width - 16, 'Email', signer.email);
    field(doc, fonts, x, width - SIGNATURE_BOX.width - 16, 'IP address', signer.ipAddress);
    const afterFields = doc.y;
    drawSignature(
      doc,
      fonts,
      signer.signature,
      x + width - SIGNATURE_BOX.width,
      top,
      SIGNATURE_BOX,
    );
    doc.y = top + SIGNATURE_BOX.height + 2;
    rule(doc, x + width - SIGNATURE_BOX.width, SIGNATURE_BOX.width, 0);
    doc.y = Math.max(afterFields, top + SIGNATURE_BOX.height + 8);
    field(doc, fonts, x, width, 'Device', signer.userAgent);
    field(doc, fonts, x, width, 'Signed content SHA-256', signer.signedContentSha256, true);
    eventTable(doc, fonts, x, width, signer, input.timeZone, isUtc);
    doc.y += 10;
  });
}

/** The signer's events, one a row, with the time in UTC and in the business's zone. */
function eventTable(
  doc: Pdf,
  fonts: DocumentFonts,
  x: number,
  width: number,
  signer: ContractSigner,
  timeZone: string,
  isUtc: boolean,
): void {
  const zoneWidth = (width - LABEL_WIDTH) / 2;
  const columns = isUtc ? [x, x + LABEL_WIDTH] : [x, x + LABEL_WIDTH, x + LABEL_WIDTH + zoneWidth];
  const row = (cells: string[], color: string, size: number) => {
    keepSpace(doc, 16);
    const y = doc.y;
    cells.forEach((cell, index) => {
      doc.y = y;
      writeText(doc, fonts, cell, {
        x: columns[index]!,
        width: (index === 0 ? LABEL_WIDTH : zoneWidth) - 6,
        size,
        color,
      });
    });
    doc.y += 3;
  };
  row(isUtc ? ['Event', 'Time (UTC)'] : ['Event', 'UTC', timeZone], COLORS.muted, 8);
  for (const event of signerEvents(signer)) {
    const utc = formatInstant(event.at, 'UTC');
    row(
      isUtc ? [event.label, utc] : [event.label, utc, formatInstant(event.at, timeZone)],
      COLORS.text,
      8.5,
    );
  }
}

/** A label and its value side by side; the next field starts below the taller of the two. */
function field(
  doc: Pdf,
  fonts: DocumentFonts,
  x: number,
  width: number,
  label: string,
  value: string,
  isFingerprint = false,
): void {
  keepSpace(doc, 28);
  const top = doc.y;
  writeText(doc, fonts, label, { x, width: LABEL_WIDTH - 8, size: 8.5, color: COLORS.muted });
  const labelBottom = doc.y;
  doc.y = top;
  if (isFingerprint) {
    // A fingerprint in a fixed-width face, so it reads and compares in groups.
    doc
      .font('Courier')
      .fontSize(8)
      .fillColor(COLORS.text)
      .text(value, x + LABEL_WIDTH, top, { width: width - LABEL_WIDTH, lineGap: 2 });
    doc.x = x;
  } else {
    writeText(doc, fonts, value, { x: x + LABEL_WIDTH, width: width - LABEL_WIDTH, size: 9 });
  }
  doc.y = Math.max(doc.y, labelBottom) + 3;
}

function sameZoneAsUtc(timeZone: string): boolean {
  return ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Universal', 'Zulu'].includes(
    timeZone,
  );
}
