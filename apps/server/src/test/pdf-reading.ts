// Reading a PDF back in tests with Mozilla's pdf.js: its pages' text, line by line.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The metrics of the standard fonts (the fingerprints' Courier), which pdf.js reads from files.
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Each page's text, items joined with spaces and lines with newlines. */
export async function pdfPagesText(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(text.replace(/ +/g, ' ').replace(/ \n/g, '\n'));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The text items of one page (1-based; -1 the last) with where each starts, in PDF units from the bottom. */
export async function pdfPageItems(
  pdf: Buffer,
  pageNumber: number,
): Promise<Array<{ text: string; x: number; y: number }>> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  try {
    const page = await document.getPage(
      pageNumber < 0 ? document.numPages + 1 + pageNumber : pageNumber,
    );
    const content = await page.getTextContent();
    return content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
        : [],
    );
  } finally {
    await document.destroy();
  }
}
