// The mark a party signs with: a typed name (set in a script face) or a drawing (a PNG from the
// signing page's pad, as a data URL), and how it is drawn on a page.
import { fontRuns, type DocumentFonts } from './fonts.ts';
import { writeText, type Pdf } from './pdf-text.ts';

export type SignatureMark = { kind: 'typed'; name: string } | { kind: 'drawn'; pngDataUrl: string };

const PNG_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A pad drawing is a few kilobytes; far larger is not a signature. */
export const DRAWN_SIGNATURE_MAX_BYTES = 512 * 1024;

export class SignatureImageError extends Error {
  constructor(reason: string) {
    super(`The drawn signature is not usable: ${reason}`);
    this.name = 'SignatureImageError';
  }
}

/** The PNG bytes of a drawn signature, checked to be a PNG of a sensible size. */
export function signatureImage(mark: Extract<SignatureMark, { kind: 'drawn' }>): Buffer {
  if (!mark.pngDataUrl.startsWith(PNG_PREFIX)) throw new SignatureImageError('not a PNG data URL');
  const base64 = mark.pngDataUrl.slice(PNG_PREFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new SignatureImageError('not base64');
  const png = Buffer.from(base64, 'base64');
  if (png.length > DRAWN_SIGNATURE_MAX_BYTES) throw new SignatureImageError('too large');
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_MAGIC))
    throw new SignatureImageError('not a PNG image');
  return png;
}

export const SIGNATURE_BOX = { width: 210, height: 56 };

/** A signature in its box: a drawn one scaled to fit, a typed one in the script face. */
export function drawSignature(
  doc: Pdf,
  fonts: DocumentFonts,
  signature: SignatureMark,
  x: number,
  y: number,
  box = SIGNATURE_BOX,
): void {
  if (signature.kind === 'drawn') {
    doc.image(signatureImage(signature), x, y, {
      fit: [box.width, box.height],
      valign: 'bottom',
    });
    return;
  }
  // A long name is set smaller rather than wrapped: a signature is one line above its rule.
  const widthAt = (fontSize: number) =>
    fontRuns(fonts, 'script', signature.name).reduce(
      (total, run) => total + doc.font(run.font).fontSize(fontSize).widthOfString(run.text),
      0,
    );
  const largest = Math.min(box.height * 0.62, 30);
  const size = Math.max(
    8,
    Math.min(largest, (largest * box.width) / Math.max(1, widthAt(largest))),
  );
  doc.y = y + box.height - size * 1.35;
  writeText(doc, fonts, signature.name, { x, width: box.width, size, lineGap: 0 }, 'script');
}
