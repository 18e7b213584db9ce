import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { messages } from '@studio/shared/messages';
import { rateLimits } from '../rate-limit-schema.ts';
import { files } from './schema.ts';
import { uploadLimits } from './read-upload.ts';
import { MAX_INPUT_MEGAPIXELS } from './upload-service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const imageFormatMessage = 'You can only upload image file in formats: JPEG,JPG, PNG, TIFF, DNG!';

function image(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'tiff' | 'gif',
  hasAlpha = false,
) {
  return sharp({
    create: {
      width,
      height,
      channels: hasAlpha ? 4 : 3,
      background: { r: 40, g: 90, b: 160, alpha: hasAlpha ? 0.5 : 1 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

function multipart(data: Buffer, fileName: string, contentType: string, field = 'file') {
  const boundary = `----studio${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  owner: Owner,
  url: string,
  data: Buffer,
  fileName: string,
  contentType: string,
  field = 'file',
) {
  const body = multipart(data, fileName, contentType, field);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...owner.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** CRC-32 of PNG chunks (ISO 3309), so a hand-made header is one a decoder accepts. */
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A PNG that claims `width` x `height` pixels in its header and holds almost nothing: what an
 * attacker sends to make the server decode gigapixels from a few bytes.
 */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const fetchUrl = (url: string) => app.inject({ method: 'GET', url });

describe('POST /api/upload/image', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(app);
  });

  it('re-encodes a JPEG no wider than 1200 and serves it publicly with a long cache', async () => {
    const res = await upload(
      owner,
      '/api/upload/image',
      await image(3000, 1000, 'jpeg'),
      'beach.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      contentType: 'image/jpeg',
      width: 1200,
      height: 400,
      originalName: 'beach.jpg',
    });
    expect(body.url).toMatch(
      new RegExp(`^/uploads/${owner.businessId}/images/[0-9a-f-]{36}\\.jpg$`),
    );

    const served = await fetchUrl(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 400]);

    const [row] = await app.deps.db.select().from(files).where(eq(files.id, body.id));
    expect(row).toMatchObject({ businessId: owner.businessId, size: served.rawPayload.length });
  });

  it('keeps a small image at its size and PNG transparency as PNG', async () => {
    const res = await upload(
      owner,
      '/api/upload/image',
      await image(300, 200, 'png', true),
      'mark.png',
      'image/png',
    );
    expect(res.json()).toMatchObject({ contentType: 'image/png', width: 300, height: 200 });
    const metadata = await sharp((await fetchUrl(res.json().url)).rawPayload).metadata();
    expect(metadata.hasAlpha).toBe(true);
  });

  it('accepts TIFF and turns it into a JPEG', async () => {
    const res = await upload(
      owner,
      '/api/upload/image',
      await image(1600, 900, 'tiff'),
      'scan.tif',
      'image/tiff',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', width: 1200, height: 675 });
  });

  it('judges by content, not by name: text called .png, a GIF, a broken JPEG', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(2000)]);
    const cases: [Buffer, string, string][] = [
      [Buffer.from('<?php echo "not an image"; ?>'), 'photo.png', 'image/png'],
      [await image(50, 50, 'gif'), 'animation.jpg', 'image/jpeg'],
      [broken, 'broken.jpg', 'image/jpeg'],
    ];
    for (const [data, name, type] of cases) {
      const res = await upload(owner, '/api/upload/image', data, name, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toBe(imageFormatMessage);
    }
    // The three images accepted above (their smaller copies, '-w480' and '-w800', aside).
    const stored = await app.deps.db
      .select({ key: files.key })
      .from(files)
      .where(eq(files.businessId, owner.businessId));
    expect(stored.filter((row) => !/-w\d+\.[a-z]+$/.test(row.key))).toHaveLength(3);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await image(10, 10, 'png'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(owner, '/api/upload/image', big, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('File must smaller than 10MB!');
  });

  it('refuses an image of more pixels than it decodes with the size message, before decoding', async () => {
    const tooLarge = messages.imageTooManyPixels(MAX_INPUT_MEGAPIXELS);
    // 118 megapixels, and 1.6 gigapixels: a few dozen bytes each.
    for (const [width, height] of [
      [12_000, 9_840],
      [40_000, 40_000],
    ] as const) {
      const started = performance.now();
      const res = await upload(
        owner,
        '/api/upload/image',
        pngClaiming(width, height),
        'huge.png',
        'image/png',
      );
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({ detail: tooLarge, errors: [{ field: 'file' }] });
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('refuses a file name holding a NUL', async () => {
    const res = await upload(
      owner,
      '/api/upload',
      Buffer.from('notes'),
      'a\u0000b.txt',
      'text/plain',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'file', message: messages.forbiddenCharacters }]);
  });

  it('limits uploads per account: past the limit of the window the answer is 429', async () => {
    const sender = await createOwner(app);
    // The account has used up its window (as a script looping on the upload would).
    await app.deps.db.insert(rateLimits).values({
      key: `upload:account:${sender.accountId}`,
      windowStart: new Date(),
      hits: uploadLimits.perAccount,
    });
    const res = await upload(sender, '/api/upload', Buffer.from('one more'), 'a.txt', 'text/plain');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().detail).toMatch(/^Too many uploads/);
    const stored = await app.deps.db.$count(files, eq(files.businessId, sender.businessId));
    expect(stored).toBe(0);
  });

  it('asks for a file when the request has none', async () => {
    const wrongField = await upload(
      owner,
      '/api/upload/image',
      await image(10, 10, 'png'),
      'a.png',
      'image/png',
      'photo',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual([
      { field: 'file', message: 'Please choose a file to upload' },
    ]);
    const json = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: owner.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('POST and DELETE /api/options/logo', () => {
  it('sets the logo at most 2500 wide, replaces it, and removes it', async () => {
    const owner = await createOwner(app);
    const first = await upload(
      owner,
      '/api/options/logo',
      await image(3200, 800, 'png'),
      'logo.png',
      'image/png',
    );
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().logoUrl;
    expect(first.json().id).toBe(owner.businessId);
    expect(firstUrl).toMatch(new RegExp(`^/uploads/${owner.businessId}/logo/`));
    expect((await sharp((await fetchUrl(firstUrl)).rawPayload).metadata()).width).toBe(2500);

    const second = await upload(
      owner,
      '/api/options/logo',
      await image(400, 400, 'jpeg'),
      'logo.jpg',
      'image/jpeg',
    );
    const secondUrl: string = second.json().logoUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await fetchUrl(firstUrl)).statusCode).toBe(404);
    expect((await fetchUrl(secondUrl)).statusCode).toBe(200);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/options/logo',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect((await fetchUrl(secondUrl)).statusCode).toBe(404);
    const left = await app.deps.db.$count(files, and(eq(files.businessId, owner.businessId)));
    expect(left).toBe(0);
  });

  it('keeps the current logo when the new file is not an image', async () => {
    const owner = await createOwner(app);
    const ok = await upload(
      owner,
      '/api/options/logo',
      await image(100, 100, 'png'),
      'logo.png',
      'image/png',
    );
    const bad = await upload(
      owner,
      '/api/options/logo',
      Buffer.from('hello'),
      'logo.png',
      'image/png',
    );
    expect(bad.statusCode).toBe(415);
    expect((await fetchUrl(ok.json().logoUrl)).statusCode).toBe(200);
  });
});

describe('POST /api/upload (attachments)', () => {
  it('stores any file as sent and serves it only as a download', async () => {
    const owner = await createOwner(app);
    const html = Buffer.from('<script>alert(1)</script>');
    const res = await upload(owner, '/api/upload', html, 'price list.html', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'text/html', size: html.length, width: null });
    expect(res.json().url).toMatch(/\/files\/[0-9a-f-]{36}\.html$/);

    const served = await fetchUrl(res.json().url);
    expect(served.body).toBe(html.toString());
    expect(served.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''price%20list.html",
    );
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an empty file', async () => {
    const owner = await createOwner(app);
    const res = await upload(owner, '/api/upload', Buffer.alloc(0), 'empty.txt', 'text/plain');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /uploads/*', () => {
  it('answers 404 for unknown keys and anything that tries to leave the upload folder', async () => {
    const paths = [
      `/uploads/${crypto.randomUUID()}/images/${crypto.randomUUID()}.jpg`,
      '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      `/uploads/${crypto.randomUUID()}/images/..%2F..%2F..%2Fpackage.json`,
      '/uploads/',
    ];
    for (const url of paths) {
      const res = await fetchUrl(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
