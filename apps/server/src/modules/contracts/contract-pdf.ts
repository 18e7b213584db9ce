// The PDF of a signed contract: its content laid out as pages, each party's signature, and a
// certificate page with the audit trail. Made with pdfkit, which wraps and paginates styled text
// and embeds subset fonts; the file comes out with an empty signature field for sealPdf.
import crypto from 'node:crypto';
import PDFDocument from 'pdfkit';
import { documentFonts, allFontFiles, type DocumentFonts } from './fonts.ts';
import { writeCertificatePages } from './certificate-page.ts';
import { COLORS, keepSpace, rule, writeRuns, writeText, type Pdf } from './pdf-text.ts';
import { richTextBlocks, type TextBlock } from './rich-text-blocks.ts';
import { addSealPlaceholder } from './seal.ts';
import { drawSignature, SIGNATURE_BOX } from './signature-mark.ts';
import type { ContractPdfInput } from './contract-pdf-input.ts';
import { formatInstant } from './instant-format.ts';

const MARGIN = { top: 64, bottom: 72, left: 64, right: 64 };
const BODY_SIZE = 10.5;
const HEADING_SIZES = [0, 18, 15, 13, 11.5, 11];
const LIST_INDENT = 18;
const QUOTE_INDENT = 16;
const FOOTER_SIZE = 7.5;

/** SHA-256 (hex) of a contract's content: what a signer's record names as signed. */
export function contractContentSha256(contentHtml: string): string {
  return crypto.createHash('sha256').update(contentHtml, 'utf8').digest('hex');
}

/**
 * The contract as a PDF, ready for sealPdf. Refuses a signer whose recorded hash is not the
 * content's: the document must not say someone signed text other than what they saw.
 */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  if (input.signers.length === 0) throw new Error('A contract PDF needs at least one signer');
  const contentSha256 = contractContentSha256(input.contentHtml);
  for (const signer of input.signers) {
    if (signer.signedContentSha256 !== contentSha256)
      throw new Error(`${signer.name} signed other content than this contract's`);
  }
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: input.paperSize ?? 'A4',
    margins: MARGIN,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'en',
    displayTitle: true,
    info: {
      Title: input.title,
      Author: input.businessName,
      Subject: `Signed contract ${input.documentId}`,
      Creator: input.productName,
      Producer: input.productName,
      CreationDate: input.completedAt,
      ModDate: input.completedAt,
    },
  });
  const done = collect(doc);
  // pdfkit takes a parsed fontkit font where its types name only files.
  for (const file of allFontFiles(fonts)) doc.registerFont(file.name, file.font as never);
  const width = doc.page.width - MARGIN.left - MARGIN.right;

  writeHeader(doc, fonts, input, width);
  let previous: TextBlock | undefined;
  for (const block of richTextBlocks(input.contentHtml)) {
    // A list is set closer than paragraphs; the text after it gets a paragraph's space back.
    if (previous?.kind === 'item' && block.kind !== 'item') doc.y += 4;
    writeBlock(doc, fonts, block, width);
    previous = block;
  }
  writeSignatures(doc, fonts, input, width);
  const contractPages = doc.bufferedPageRange().count;
  doc.addPage();
  writeCertificatePages(doc, fonts, { ...input, contentSha256, contractPages }, width);
  writeFooters(doc, fonts, input, width);
  addSealPlaceholder(doc, {
    name: input.productName,
    reason: 'Every party signed; sealed against change',
    signingTime: input.completedAt,
  });
  doc.end();
  return done;
}

function collect(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function writeHeader(doc: Pdf, fonts: DocumentFonts, input: ContractPdfInput, width: number) {
  writeText(doc, fonts, input.businessName.toUpperCase(), {
    x: MARGIN.left,
    width,
    size: 8.5,
    color: COLORS.muted,
    after: 6,
  });
  writeText(doc, fonts, input.title, { x: MARGIN.left, width, size: 22, after: 10 }, 'bold');
  rule(doc, MARGIN.left, width, 16);
}

function writeBlock(doc: Pdf, fonts: DocumentFonts, block: TextBlock, width: number): void {
  const indent = block.quoteDepth * QUOTE_INDENT + block.listDepth * LIST_INDENT;
  const x = MARGIN.left + indent;
  const textWidth = width - indent;
  if (block.kind === 'heading') {
    const size = HEADING_SIZES[block.level] ?? BODY_SIZE;
    // A heading never ends a page: it stays with at least two lines of what follows.
    keepSpace(doc, size * 2 + BODY_SIZE * 3);
    doc.y += size * 0.5;
    const runs = block.runs.map((run) => ({ ...run, bold: true }));
    writeRuns(doc, fonts, runs, { x, width: textWidth, size, after: size * 0.45 });
    return;
  }
  keepSpace(doc, BODY_SIZE * 1.5);
  const color = block.quoteDepth > 0 ? COLORS.muted : COLORS.text;
  if (block.kind === 'item' && block.marker) {
    const y = doc.y;
    writeText(doc, fonts, block.marker, {
      x: x - LIST_INDENT,
      width: LIST_INDENT - 4,
      size: BODY_SIZE,
      color,
      align: 'right',
    });
    doc.y = y;
  }
  writeRuns(doc, fonts, block.runs, {
    x,
    width: textWidth,
    size: BODY_SIZE,
    color,
    after: block.kind === 'item' ? 3 : 7,
  });
}

function writeSignatures(doc: Pdf, fonts: DocumentFonts, input: ContractPdfInput, width: number) {
  keepSpace(doc, 40 + SIGNATURE_BOX.height + 50);
  doc.y += 14;
  writeText(doc, fonts, 'Signatures', { x: MARGIN.left, width, size: 13, after: 8 }, 'bold');
  for (const signer of input.signers) {
    keepSpace(doc, SIGNATURE_BOX.height + 52);
    const top = doc.y;
    drawSignature(doc, fonts, signer.signature, MARGIN.left, top);
    doc.y = top + SIGNATURE_BOX.height;
    rule(doc, MARGIN.left, SIGNATURE_BOX.width, 4);
    writeText(doc, fonts, `${signer.name} · ${signer.role}`, {
      x: MARGIN.left,
      width,
      size: 9.5,
      after: 1,
    });
    writeText(doc, fonts, `Signed ${formatInstant(signer.signedAt, input.timeZone)}`, {
      x: MARGIN.left,
      width,
      size: 8.5,
      color: COLORS.muted,
      after: 16,
    });
  }
}

function writeFooters(doc: Pdf, fonts: DocumentFonts, input: ContractPdfInput, width: number) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin; without lifting it pdfkit would open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.y = doc.page.height - MARGIN.bottom + 28;
    writeText(doc, fonts, oneLine(doc, fonts, `${input.title} · ${input.documentId}`, width - 90), {
      x: MARGIN.left,
      width: width - 80,
      size: FOOTER_SIZE,
      color: COLORS.muted,
    });
    doc.y = doc.page.height - MARGIN.bottom + 28;
    writeText(doc, fonts, `Page ${index - start + 1} of ${count}`, {
      x: MARGIN.left + width - 80,
      width: 80,
      size: FOOTER_SIZE,
      color: COLORS.muted,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}

/** `text` cut short with an ellipsis to fit one footer line of `width`. */
function oneLine(doc: Pdf, fonts: DocumentFonts, text: string, width: number): string {
  const measure = (value: string) =>
    doc.font(fonts.regular[0]!.name).fontSize(FOOTER_SIZE).widthOfString(value);
  if (measure(text) <= width) return text;
  let cut = [...text];
  while (cut.length > 1 && measure(`${cut.join('')}…`) > width) cut = cut.slice(0, -1);
  return `${cut.join('').trimEnd()}…`;
}
