// Setting styled text in a contract PDF (pdfkit): runs cut by font file, pages kept in bounds.
import { fontRuns, type DocumentFonts, type FaceStyle } from './fonts.ts';
import type { TextRun } from './rich-text-blocks.ts';

export type Pdf = PDFKit.PDFDocument;

export const COLORS = { text: '#1f1f1f', muted: '#6b6b6b', link: '#1d4ed8', rule: '#d9d9d9' };

export type TextPlacement = {
  x: number;
  width: number;
  size: number;
  color?: string;
  lineGap?: number;
  /** Space kept after the text. */
  after?: number;
  align?: 'left' | 'right' | 'center';
};

type Piece = { font: string; text: string; run: Omit<TextRun, 'text'> };

const PLAIN: Omit<TextRun, 'text'> = {
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  href: undefined,
};

function faceOf(run: Omit<TextRun, 'text'>): FaceStyle {
  if (run.bold && run.italic) return 'boldItalic';
  if (run.bold) return 'bold';
  if (run.italic) return 'italic';
  return 'regular';
}

/**
 * Writes `runs` as one paragraph at the current y, wrapping within `width` and breaking pages as
 * needed. Every text option is passed on each piece: pdfkit carries unset options over from the
 * piece before, which would stretch one link or underline over the rest of the paragraph.
 */
export function writeRuns(
  doc: Pdf,
  fonts: DocumentFonts,
  runs: TextRun[],
  placement: TextPlacement,
  face?: FaceStyle,
): void {
  const pieces: Piece[] = runs.flatMap((run) =>
    fontRuns(fonts, face ?? faceOf(run), run.text).map((piece) => ({ ...piece, run })),
  );
  if (pieces.length === 0) return;
  const y = doc.y;
  pieces.forEach((piece, index) => {
    const isFirst = index === 0;
    doc
      .font(piece.font)
      .fontSize(placement.size)
      .fillColor(piece.run.href ? COLORS.link : (placement.color ?? COLORS.text));
    doc.text(piece.text, isFirst ? placement.x : undefined, isFirst ? y : undefined, {
      width: placement.width,
      continued: index < pieces.length - 1,
      lineGap: placement.lineGap ?? 3,
      align: placement.align ?? 'left',
      underline: piece.run.underline || piece.run.href !== undefined,
      strike: piece.run.strike,
      link: piece.run.href ?? null,
    } as PDFKit.Mixins.TextOptions);
  });
  doc.x = placement.x;
  doc.y += placement.after ?? 0;
}

/** Plain text in one face. */
export function writeText(
  doc: Pdf,
  fonts: DocumentFonts,
  text: string,
  placement: TextPlacement,
  face: FaceStyle = 'regular',
): void {
  writeRuns(doc, fonts, [{ text, ...PLAIN }], placement, face);
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
export function keepSpace(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function rule(doc: Pdf, x: number, width: number, after = 12): void {
  doc
    .moveTo(x, doc.y)
    .lineTo(x + width, doc.y)
    .lineWidth(0.75)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.y += after;
}
