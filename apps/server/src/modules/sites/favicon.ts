// The site's favicon in the forms browsers ask for: favicon.ico (16, 32 and 48 px PNGs in one
// ICO), a 32 px PNG and the 180 px apple-touch-icon, made from the uploaded image with sharp.
// An upload's address is never reused, so each variant is made once per process and kept.
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../platform/file-storage.ts';
import { findPublicFile, keyOfUrl } from '../../platform/storage/upload-service.ts';

export type FaviconVariant = 'ico' | 'png32' | 'appleTouch';

/** The upload's own id, which changes with every new favicon: the cache-busting query value. */
export function faviconVersion(url: string): string {
  return /([0-9a-f-]{36})\.[a-z0-9]+$/.exec(url)?.[1]?.slice(0, 8) ?? '1';
}

/** A square PNG of `size` px: the image fitted inside, the rest transparent. */
function squarePng(data: Buffer, size: number): Promise<Buffer> {
  return sharp(data)
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** An ICO holding PNG images (read by every browser since 2009): a header, entries, then data. */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const image of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(image.size >= 256 ? 0 : image.size, 0);
    entry.writeUInt8(image.size >= 256 ? 0 : image.size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const MAX_KEPT = 300;
const kept = new Map<string, Promise<Buffer>>();

async function makeVariant(data: Buffer, variant: FaviconVariant): Promise<Buffer> {
  if (variant === 'png32') return squarePng(data, 32);
  if (variant === 'appleTouch') return squarePng(data, 180);
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(sizes.map((size) => squarePng(data, size)));
  return icoOf(sizes.map((size, index) => ({ size, png: pngs[index]! })));
}

/** The variant's bytes for the uploaded favicon at `url`; undefined when the file is gone. */
export async function faviconBytes(
  db: Database,
  input: { storage: Storage; url: string; variant: FaviconVariant },
): Promise<Buffer | undefined> {
  const key = keyOfUrl(input.storage, input.url);
  if (!key) return undefined;
  const cacheKey = `${key}|${input.variant}`;
  let bytes = kept.get(cacheKey);
  if (!bytes) {
    bytes = findPublicFile(db, { storage: input.storage, key }).then((file) =>
      makeVariant(file.data, input.variant),
    );
    kept.set(cacheKey, bytes);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    bytes.catch(() => kept.delete(cacheKey));
  }
  try {
    return await bytes;
  } catch {
    return undefined;
  }
}
