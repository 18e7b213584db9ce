// An image the owner uploaded, as the cover and gallery pickers upload it.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Owner } from './owner.ts';

/**
 * Uploads an image through POST /api/upload/image (a small PNG unless told otherwise); answers the
 * stored file's id and url.
 */
export async function uploadImage(
  app: FastifyInstance,
  owner: Owner,
  image: { width: number; height: number; format?: 'png' | 'jpeg' } = { width: 64, height: 48 },
): Promise<{ id: string; url: string }> {
  const { width, height, format = 'png' } = image;
  const data = await sharp({ create: { width, height, channels: 3, background: '#8A9A5B' } })
    .toFormat(format)
    .toBuffer();
  const boundary = `----services${crypto.randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.${format === 'jpeg' ? 'jpg' : 'png'}"\r\n` +
        `Content-Type: image/${format}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string; url: string }>();
}
