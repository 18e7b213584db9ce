// The typefaces of a contract PDF, embedded (subset to the glyphs used) so every reader shows the
// same document: Lora for the text and Dancing Script for typed signatures, both under the SIL
// Open Font License, from the @fontsource packages. Those split each face into files by script
// (latin, latin-ext, cyrillic...), each with the Unicode ranges it covers; text is cut into runs
// and each run set in the first file that covers it, as a browser picks among the same files.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import * as fontkit from 'fontkit';

export type FaceStyle = 'regular' | 'bold' | 'italic' | 'boldItalic' | 'script';

type FontFile = { name: string; font: fontkit.Font; ranges: Array<[number, number]> };

export type DocumentFonts = Record<FaceStyle, FontFile[]>;

export type FontRun = { font: string; text: string };

const require = createRequire(import.meta.url);

const LORA_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];
const SCRIPT_SUBSETS = ['latin', 'latin-ext', 'vietnamese'];

let loaded: DocumentFonts | undefined;

/**
 * The font files, read and parsed once per process (about 0.5 MB). Every document is handed the
 * same parsed fonts (pdfkit takes a fontkit font as well as a file) and makes its own subsets:
 * parsing them again per document was a third of a contract's layout time.
 */
export function documentFonts(): DocumentFonts {
  loaded ??= loadFonts();
  return loaded;
}

function loadFonts(): DocumentFonts {
  const lora = (weight: number, style: 'normal' | 'italic') =>
    faceFiles('lora', LORA_SUBSETS, weight, style);
  const italic = lora(400, 'italic');
  return {
    regular: lora(400, 'normal'),
    bold: lora(700, 'normal'),
    italic,
    boldItalic: lora(700, 'italic'),
    // A typed name in a script the signature face lacks (Cyrillic) falls back to Lora italic.
    script: [...faceFiles('dancing-script', SCRIPT_SUBSETS, 400, 'normal'), ...italic],
  };
}

function faceFiles(
  family: string,
  subsets: string[],
  weight: number,
  style: 'normal' | 'italic',
): FontFile[] {
  const coverage = JSON.parse(
    fs.readFileSync(require.resolve(`@fontsource/${family}/unicode.json`), 'utf8'),
  ) as Record<string, string>;
  return subsets.map((subset) => {
    const name = `${family}-${subset}-${weight}-${style}`;
    const ranges = coverage[subset];
    if (!ranges) throw new Error(`@fontsource/${family} has no ${subset} subset`);
    return {
      name,
      font: fontkit.create(
        sfntFromWoff(fs.readFileSync(require.resolve(`@fontsource/${family}/files/${name}.woff`))),
      ) as fontkit.Font,
      ranges: parseUnicodeRanges(ranges),
    };
  });
}

/**
 * The plain TrueType/OpenType file inside a WOFF 1.0 file: its tables inflated once here with
 * native zlib. Handed the WOFF itself, the font engine inflates every table in JavaScript for
 * every document, which was most of the time a contract took to render.
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font file');
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? zlib.inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(tableCount));
  const header = Buffer.alloc(12 + tableCount * 16);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tableCount * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

/** `U+0100-02BA,U+0304` -> [[0x100, 0x2ba], [0x304, 0x304]]. */
export function parseUnicodeRanges(ranges: string): Array<[number, number]> {
  return ranges.split(',').map((range) => {
    const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from!, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

function covers(file: FontFile, codePoint: number): boolean {
  return file.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/**
 * `text` cut into runs, each with the first file of the face that covers its characters. A run
 * goes on in its file while that file covers the next character (so text in a later file does
 * not switch back for every space). A character no file covers is set in the first file, which
 * shows its missing-glyph box.
 */
export function fontRuns(fonts: DocumentFonts, style: FaceStyle, text: string): FontRun[] {
  const files = fonts[style];
  const runs: FontRun[] = [];
  let current: FontFile | undefined;
  let chunk = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (!current || !covers(current, codePoint)) {
      const next = files.find((file) => covers(file, codePoint)) ?? files[0]!;
      if (next !== current) {
        if (current && chunk) runs.push({ font: current.name, text: chunk });
        current = next;
        chunk = '';
      }
    }
    chunk += character;
  }
  if (current && chunk) runs.push({ font: current.name, text: chunk });
  return runs;
}

/** Every file of every face, to register with a PDF document under its name. */
export function allFontFiles(fonts: DocumentFonts): Array<{ name: string; font: fontkit.Font }> {
  const byName = new Map<string, fontkit.Font>();
  for (const files of Object.values(fonts))
    for (const file of files) byName.set(file.name, file.font);
  return [...byName].map(([name, font]) => ({ name, font }));
}
