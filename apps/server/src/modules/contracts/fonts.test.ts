import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { documentFonts, fontRuns, parseUnicodeRanges, sfntFromWoff } from './fonts.ts';

describe('the contract fonts', () => {
  it('sets each character in the first file of the face that covers it, as a browser picks', () => {
    const runs = fontRuns(documentFonts(), 'script', 'Zoë Łukasiewicz · Юлия Ng');
    expect(runs).toEqual([
      { font: 'dancing-script-latin-400-normal', text: 'Zoë ' },
      // The latin-ext file holds only what the latin file lacks.
      { font: 'dancing-script-latin-ext-400-normal', text: 'Ł' },
      { font: 'dancing-script-latin-400-normal', text: 'ukasiewicz · ' },
      // The script face has no Cyrillic: the name falls back to the text face's italic.
      { font: 'lora-cyrillic-400-italic', text: 'Юлия' },
      { font: 'dancing-script-latin-400-normal', text: ' Ng' },
    ]);
    expect(fontRuns(documentFonts(), 'bold', 'Fee')).toEqual([
      { font: 'lora-latin-700-normal', text: 'Fee' },
    ]);
  });

  it('reads Unicode ranges as the font packages state them', () => {
    expect(parseUnicodeRanges('U+0000-00FF,U+0131, U+2000-206F')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
  });

  it('unpacks a WOFF file into the same font, table for table', () => {
    const woff = fs.readFileSync(
      createRequire(import.meta.url).resolve(
        '@fontsource/lora/files/lora-latin-ext-700-italic.woff',
      ),
    );
    const original = fontkit.create(woff) as fontkit.Font;
    const unpacked = fontkit.create(sfntFromWoff(woff)) as fontkit.Font;
    expect(unpacked.numGlyphs).toBe(original.numGlyphs);
    expect(unpacked.postscriptName).toBe(original.postscriptName);
    const glyph = (font: fontkit.Font) => font.glyphForCodePoint('Ł'.codePointAt(0)!);
    expect(glyph(unpacked).advanceWidth).toBe(glyph(original).advanceWidth);
    expect(glyph(unpacked).path.toSVG()).toBe(glyph(original).path.toSVG());
    expect(() => sfntFromWoff(Buffer.from('not a font'))).toThrow('Not a WOFF font file');
  });
});
