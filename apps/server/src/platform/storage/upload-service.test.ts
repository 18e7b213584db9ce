import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/harness.ts';
import { createStorage } from '../file-storage.ts';
import { detectImageFamily, keyOfUrl, processImage } from './upload-service.ts';

const solid = (format: 'jpeg' | 'png' | 'tiff' | 'webp', width = 20, height = 10) =>
  sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .toFormat(format)
    .toBuffer();

describe('detectImageFamily', () => {
  it('recognises JPEG, PNG and TIFF (and so DNG) by their first bytes', async () => {
    expect(detectImageFamily(await solid('jpeg'))).toBe('jpeg');
    expect(detectImageFamily(await solid('png'))).toBe('png');
    expect(detectImageFamily(await solid('tiff'))).toBe('tiff');
    // A DNG begins with a TIFF header.
    expect(detectImageFamily(Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0]))).toBe('tiff');
    expect(detectImageFamily(Buffer.from([0x4d, 0x4d, 0x00, 0x2a]))).toBe('tiff');
  });

  it('recognises nothing else, whatever it claims to be', async () => {
    expect(detectImageFamily(await solid('webp'))).toBeUndefined();
    expect(detectImageFamily(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageFamily(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(detectImageFamily(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('processImage', () => {
  it('applies the EXIF orientation and drops the metadata', async () => {
    // 40x20 stored, but EXIF orientation 6 says "rotate 90°": shown as 20x40.
    const rotated = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#aa0000' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await processImage(rotated, 2500);
    expect([result.width, result.height]).toEqual([20, 40]);
    const metadata = await sharp(result.data).metadata();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses a WebP, which is not an accepted format', async () => {
    await expect(processImage(await solid('webp'), 2500)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
    });
  });
});

describe('keyOfUrl', () => {
  const storage = createStorage(testConfig());
  const key = '0b7f2a52-5f5e-4f0e-9d6e-0a6f1c1d2e3f/logo/7d0c1e55-8a5b-4a52-9b43-6b7f1f7c9a10.png';

  it('finds the key of a stored file', () => {
    expect(keyOfUrl(storage, `/uploads/${key}`)).toBe(key);
  });

  it('ignores external addresses and anything that is not one of our keys', () => {
    expect(keyOfUrl(storage, `https://cdn.example/uploads/${key}`)).toBeUndefined();
    expect(keyOfUrl(storage, '/uploads/../../etc/passwd')).toBeUndefined();
    expect(keyOfUrl(storage, `/uploads/${key}/../../x`)).toBeUndefined();
  });
});
