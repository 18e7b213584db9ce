// HTTP for uploads: images and attachments (multipart field `file`), and the public /uploads/
// address that serves what was stored.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '@studio/shared/constants';
import { tenantOf } from '../auth.ts';
import { multipartBody, readUpload } from './read-upload.ts';
import { findPublicFile, storeAttachment, storeImage, type StoredFile } from './upload-service.ts';

const ZStoredFile = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  originalName: z.string().nullable(),
});

function presentFile(file: StoredFile): z.infer<typeof ZStoredFile> {
  return {
    id: file.id,
    url: file.url,
    contentType: file.contentType,
    size: file.size,
    width: file.width,
    height: file.height,
    originalName: file.originalName,
  };
}

export async function storageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  const tags = ['uploads'];

  app.post(
    '/api/upload/image',
    { schema: { tags, ...multipartBody, response: { 200: ZStoredFile } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      const upload = await readUpload(request);
      return presentFile(
        await storeImage(db, {
          businessId,
          storage,
          upload,
          maxWidth: limits.uploadWidth,
          folder: 'images',
        }),
      );
    },
  );

  app.post(
    '/api/upload',
    { schema: { tags, ...multipartBody, response: { 200: ZStoredFile } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      const upload = await readUpload(request);
      return presentFile(await storeAttachment(db, { businessId, storage, upload }));
    },
  );

  // Public: logos and images appear on the client booking pages and in emails.
  app.get(
    '/uploads/*',
    { config: { access: 'public' }, schema: { tags, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const file = await findPublicFile(db, { storage, key: request.params['*'] });
      const disposition = file.isInline ? 'inline' : 'attachment';
      const fileName = encodeURIComponent(file.originalName ?? 'file');
      // Keys are never reused, so the bytes behind a URL never change.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${fileName}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.data);
    },
  );
}
