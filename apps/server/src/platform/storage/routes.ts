// HTTP for uploads: the business logo, images and attachments (multipart field `file`), and the
// public /uploads/ address that serves what was stored.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBusiness } from '@studio/shared/business/contracts';
import { limits } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { hasForbiddenCharacters } from '@studio/shared/validation';
import { presentBusiness } from '../../modules/businesses/presenter.ts';
import {
  removeBusinessLogo,
  replaceBusinessLogo,
} from '../../modules/businesses/profile-service.ts';
import type { Database } from '../../db/client.ts';
import { accountOf, tenantOf } from '../auth.ts';
import { clientAddress } from '../client-address.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import {
  findPublicFile,
  storeAttachment,
  storeImage,
  type StoredFile,
  type Upload,
} from './upload-service.ts';

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

/**
 * Uploads cost the most of any request (up to 10 MB read, an image decoded and re-encoded), so
 * each account and each address may send a limited number per window: a photographer filling a
 * gallery sends a few dozen in a sitting, a script looping on the decoder is stopped after this.
 */
export const uploadLimits = {
  perAccount: 100,
  perAddress: 200,
  windowSeconds: 10 * 60,
} as const;

async function limitUploads(request: FastifyRequest, db: Database): Promise<void> {
  if (!request.server.deps.config.rateLimitEnabled) return;
  const { perAccount, perAddress, windowSeconds } = uploadLimits;
  const account = accountOf(request);
  await consumeRateLimit(
    db,
    `upload:account:${account}`,
    perAccount,
    windowSeconds,
    messages.tooManyUploads,
  );
  await consumeRateLimit(
    db,
    `upload:address:${clientAddress(request)}`,
    perAddress,
    windowSeconds,
    messages.tooManyUploads,
  );
}

/**
 * The one file of a multipart request, read into memory (at most the 10 MB upload limit), once
 * the sender is within the upload limits.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  await limitUploads(request, request.server.deps.db);
  const { multipartErrors } = request.server;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', messages.uploadError);
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw AppError.validation('file', messages.fileRequired);
  try {
    const data = await part.toBuffer();
    // The file name is kept as text: one the database cannot store is refused like any field.
    if (hasForbiddenCharacters(part.filename)) {
      throw AppError.validation('file', messages.forbiddenCharacters);
    }
    return { data, fileName: part.filename || undefined, mimeType: part.mimetype || undefined };
  } catch (error) {
    if (error instanceof multipartErrors.RequestFileTooLargeError) {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.imageSize, {
        errors: [{ field: 'file', message: messages.imageSize }],
      });
    }
    throw error;
  }
}

const multipartBody = {
  consumes: ['multipart/form-data'],
  description: 'multipart/form-data with one field `file`',
};

export async function storageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  const tags = ['uploads'];

  app.post(
    '/api/options/logo',
    { schema: { tags, ...multipartBody, response: { 200: ZBusiness } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      const upload = await readUpload(request);
      return presentBusiness(
        await replaceBusinessLogo({
          businessId,
          db,
          storage,
          upload,
          maxWidth: limits.imageMaxWidth,
        }),
      );
    },
  );

  app.delete(
    '/api/options/logo',
    { schema: { tags, response: { 200: ZBusiness } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      return presentBusiness(await removeBusinessLogo({ businessId, db, storage }));
    },
  );

  app.post(
    '/api/upload/image',
    { schema: { tags, ...multipartBody, response: { 200: ZStoredFile } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      const upload = await readUpload(request);
      return presentFile(
        await storeImage({
          businessId,
          db,
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
      return presentFile(await storeAttachment({ businessId, db, storage, upload }));
    },
  );

  // Public: logos and images appear on the client booking pages and in emails.
  app.get(
    '/uploads/*',
    { config: { access: 'public' }, schema: { tags, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const file = await findPublicFile({ db, storage, key: request.params['*'] });
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
