// Uploads: images checked by their content and re-encoded with sharp, attachments kept as sent.
// The bytes go to the storage backend; each file is a row in `files`, scoped to its business.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { messages } from '@studio/shared/messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { files } from './schema.ts';
import type { Storage } from '../file-storage.ts';

export type FileRow = typeof files.$inferSelect;
export type StoredFile = FileRow & { url: string };
export type Upload = { data: Buffer; fileName: string | undefined; mimeType: string | undefined };
export type ImageFolder = 'logo' | 'images';

/**
 * The largest image decoded, in megapixels. Decoding costs about 2.3 MB of memory and 35 ms of
 * CPU per megapixel (a 118-megapixel PNG of a few hundred KB took 4 s and 270 MB), and every
 * image is scaled down to at most 2500 px wide anyway; a camera JPEG under the 10 MB upload limit
 * stays well below this.
 */
export const MAX_INPUT_MEGAPIXELS = 50;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;
const KEY_PATTERN =
  /^[0-9a-f-]{36}\/(logo|images|files)\/[0-9a-f-]{36}(-w[0-9]{3,4})?(\.[a-z0-9]{1,10})?$/;
const INLINE_TYPES = new Set(['image/jpeg', 'image/png']);

type ImageFamily = 'jpeg' | 'png' | 'tiff';

/**
 * The image family from the first bytes, whatever the file is called. DNG is TIFF-based and
 * starts like one; the decoder decides whether its content can be read.
 */
export function detectImageFamily(data: Buffer): ImageFamily | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = data.subarray(0, 4).toString('latin1');
  if (head === 'II*\0' || head === 'MM\0*') return 'tiff';
  return undefined;
}

function imageTooLargeError(): AppError {
  const message = messages.imageTooManyPixels(MAX_INPUT_MEGAPIXELS);
  return new AppError('PAYLOAD_TOO_LARGE', message, { errors: [{ field: 'file', message }] });
}

function imageFormatError(): AppError {
  return new AppError('UNSUPPORTED_MEDIA', messages.imageFormat, {
    errors: [{ field: 'file', message: messages.imageFormat }],
  });
}

/**
 * Re-encodes an uploaded image no wider than `maxWidth`: EXIF orientation applied, metadata
 * (GPS included) dropped. PNG and images with transparency stay PNG, everything else is JPEG.
 */
export async function processImage(
  data: Buffer,
  maxWidth: number,
): Promise<{
  data: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}> {
  const family = detectImageFamily(data);
  if (!family) throw imageFormatError();
  try {
    // The header says how many pixels the image has: a bigger one is refused before any pixel
    // is decoded, with the size message (limitInputPixels stops the decoder as well).
    const input = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const metadata = await input.metadata();
    if (!['jpeg', 'png', 'tiff'].includes(metadata.format)) throw imageFormatError();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw imageTooLargeError();
    const isPng = family === 'png' || (family === 'tiff' && metadata.hasAlpha);
    const pipeline = input.rotate().resize({ width: maxWidth, withoutEnlargement: true });
    const encoded = isPng
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data: output,
      contentType: isPng ? 'image/png' : 'image/jpeg',
      extension: isPng ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLargeError();
    // Looked like an image but does not decode: corrupt, truncated, or a RAW variant we cannot read.
    throw imageFormatError();
  }
}

/**
 * The widths of the smaller copies kept of a website image, for srcset: a phone or a grid cell
 * downloads the copy nearest its width (at 1x or 2x) instead of the full upload.
 */
export const imageVariantWidths = [480, 800] as const;

/** The key of an image's copy `width` pixels wide: beside the original, named after it. */
export function variantKey(key: string, width: number): string {
  return key.replace(/(\.[a-z0-9]{1,10})?$/, (extension) => `-w${width}${extension}`);
}

/** The smaller copies of a processed image, resized from its re-encoded bytes with sharp. */
async function imageVariants(image: Awaited<ReturnType<typeof processImage>>) {
  const copies = [];
  for (const width of imageVariantWidths) {
    if (width >= image.width) continue;
    const pipeline = sharp(image.data).resize({ width });
    const encoded =
      image.contentType === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    copies.push({ width, data, height: info.height });
  }
  return copies;
}

export async function storeImage(
  db: Database,
  input: {
    businessId: string;
    storage: Storage;
    upload: Upload;
    maxWidth: number;
    folder: ImageFolder;
  },
): Promise<StoredFile> {
  const image = await processImage(input.upload.data, input.maxWidth);
  const key = `${input.businessId}/${input.folder}/${crypto.randomUUID()}.${image.extension}`;
  // Website images get smaller copies for srcset; a logo is shown small everywhere.
  if (input.folder === 'images') {
    for (const copy of await imageVariants(image)) {
      await saveFile(db, input, {
        key: variantKey(key, copy.width),
        data: copy.data,
        contentType: image.contentType,
        width: copy.width,
        height: copy.height,
      });
    }
  }
  return saveFile(db, input, {
    key,
    data: image.data,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
  });
}

/** Any file up to the upload limit, kept byte for byte; served only as a download. */
export async function storeAttachment(
  db: Database,
  input: {
    businessId: string;
    storage: Storage;
    upload: Upload;
  },
): Promise<StoredFile> {
  if (input.upload.data.length === 0) throw AppError.validation('file', messages.fileRequired);
  const extension = /\.([a-z0-9]{1,10})$/i.exec(input.upload.fileName ?? '')?.[1]?.toLowerCase();
  return saveFile(db, input, {
    key: `${input.businessId}/files/${crypto.randomUUID()}${extension ? `.${extension}` : ''}`,
    data: input.upload.data,
    contentType: safeContentType(input.upload.mimeType),
    width: null,
    height: null,
  });
}

async function saveFile(
  db: Database,
  input: { businessId: string; storage: Storage; upload: Upload },
  file: {
    key: string;
    data: Buffer;
    contentType: string;
    width: number | null;
    height: number | null;
  },
): Promise<StoredFile> {
  await input.storage.put(file.key, file.data);
  try {
    const [row] = await db
      .insert(files)
      .values({
        businessId: input.businessId,
        key: file.key,
        contentType: file.contentType,
        size: file.data.length,
        width: file.width,
        height: file.height,
        originalName: input.upload.fileName?.slice(0, 255) ?? null,
      })
      .returning();
    if (!row) throw new Error('file insert returned nothing');
    return { ...row, url: input.storage.publicUrl(row.key) };
  } catch (error) {
    await input.storage.remove(file.key);
    throw error;
  }
}

/**
 * Deletes a file of this business given its public URL; a URL that is not one of its stored
 * files (an external logo, another business's file) is left alone.
 */
export async function removeStoredFile(
  db: Database,
  input: {
    businessId: string;
    storage: Storage;
    url: string | null;
  },
): Promise<void> {
  const key = input.url ? keyOfUrl(input.storage, input.url) : undefined;
  if (!key) return;
  // With it go its smaller copies (website images have them).
  const keys = [key, ...imageVariantWidths.map((width) => variantKey(key, width))];
  const rows = await db
    .delete(files)
    .where(and(eq(files.businessId, input.businessId), inArray(files.key, keys)))
    .returning({ key: files.key });
  for (const row of rows) await input.storage.remove(row.key);
}

export function keyOfUrl(storage: Storage, url: string): string | undefined {
  const prefix = storage.publicUrl('');
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return KEY_PATTERN.test(key) ? key : undefined;
}

export type PublicFile = {
  data: Buffer;
  contentType: string;
  originalName: string | null;
  isInline: boolean;
};

/** A stored file by its key, for the public /uploads/ address; anything else is not found. */
export async function findPublicFile(
  db: Database,
  input: {
    storage: Storage;
    key: string;
  },
): Promise<PublicFile> {
  if (!KEY_PATTERN.test(input.key)) throw AppError.notFound();
  const [row] = await db.select().from(files).where(eq(files.key, input.key)).limit(1);
  const data = row ? await input.storage.get(row.key) : undefined;
  if (!row || !data) throw AppError.notFound();
  return {
    data,
    contentType: row.contentType,
    originalName: row.originalName,
    isInline: INLINE_TYPES.has(row.contentType),
  };
}

function safeContentType(mimeType: string | undefined): string {
  const value = mimeType?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/.test(value)
    ? value
    : 'application/octet-stream';
}
