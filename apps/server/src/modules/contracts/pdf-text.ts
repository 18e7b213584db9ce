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

type Fragment = { font: string; text: string; run: Omit<TextRun, 'text'>; width: number };

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
 * Writes `runs` as one paragraph at the current y, wrapping within `width` and breaking pages
 * between lines. Lines are laid out here rather than by pdfkit's `continued` text, which starts
 * a new line after the second change of font within a line. A line breaks only at spaces (a word
 * in two styles stays whole) or at a line break; a word wider than the line is cut where it fills.
 */
export function writeRuns(
  doc: Pdf,
  fonts: DocumentFonts,
  runs: TextRun[],
  placement: TextPlacement,
  face?: FaceStyle,
): void {
  const { size, width } = placement;
  const measure = (font: string, text: string) => doc.font(font).fontSize(size).widthOfString(text);
  const lines: Fragment[][] = [[]];
  let used = 0;
  let word: Fragment[] = [];
  let wordWidth = 0;
  const newLine = () => {
    const line = lines.at(-1)!;
    while (line.length > 0 && line.at(-1)!.text.trim() === '') line.pop();
    lines.push([]);
    used = 0;
  };
  const place = (fragment: Fragment) => {
    const line = lines.at(-1)!;
    const last = line.at(-1);
    if (last && last.font === fragment.font && last.run === fragment.run) {
      last.text += fragment.text;
      last.width += fragment.width;
    } else line.push({ ...fragment });
    used += fragment.width;
  };
  const placeWord = () => {
    if (word.length === 0) return;
    if (used > 0 && used + wordWidth > width) newLine();
    for (const fragment of word) {
      if (used + fragment.width <= width || (used === 0 && fragment.width <= width)) {
        place(fragment);
        continue;
      }
      // Wider than what is left of the line: cut it character by character.
      let chunk = '';
      for (const character of fragment.text) {
        const next = measure(fragment.font, chunk + character);
        if (used + next > width && (chunk || used > 0)) {
          if (chunk) place({ ...fragment, text: chunk, width: measure(fragment.font, chunk) });
          newLine();
          chunk = character;
        } else chunk += character;
      }
      if (chunk) place({ ...fragment, text: chunk, width: measure(fragment.font, chunk) });
    }
    word = [];
    wordWidth = 0;
  };
  for (const run of runs) {
    for (const piece of fontRuns(fonts, face ?? faceOf(run), run.text)) {
      for (const token of piece.text.match(/\n| +|[^ \n]+/g) ?? []) {
        if (token === '\n') {
          placeWord();
          newLine();
        } else if (token.startsWith(' ')) {
          placeWord();
          if (used > 0)
            place({ font: piece.font, text: token, run, width: measure(piece.font, token) });
        } else {
          const fragmentWidth = measure(piece.font, token);
          word.push({ font: piece.font, text: token, run, width: fragmentWidth });
          wordWidth += fragmentWidth;
        }
      }
    }
  }
  placeWord();
  newLine();
  lines.pop();

  const lineHeight =
    doc.font(fonts.regular[0]!.name).fontSize(size).currentLineHeight(true) +
    (placement.lineGap ?? 3);
  for (const line of lines) {
    if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    const lineWidth = line.reduce((total, fragment) => total + fragment.width, 0);
    let x = placement.x;
    if (placement.align === 'right') x += width - lineWidth;
    if (placement.align === 'center') x += (width - lineWidth) / 2;
    for (const fragment of line) {
      const { run } = fragment;
      doc
        .font(fragment.font)
        .fontSize(size)
        .fillColor(run.href ? COLORS.link : (placement.color ?? COLORS.text))
        .text(fragment.text, x, y, {
          lineBreak: false,
          underline: run.underline || run.href !== undefined,
          strike: run.strike,
          link: run.href ?? null,
        });
      x += fragment.width;
    }
    doc.y = y + lineHeight;
  }
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
