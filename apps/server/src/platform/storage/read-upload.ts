// Reading the one file of an upload request (multipart field `file`), within the upload limits.
import type { FastifyRequest } from 'fastify';
import { messages } from '@studio/shared/messages';
import { hasForbiddenCharacters } from '@studio/shared/validation';
import type { Database } from '../../db/client.ts';
import { accountOf } from '../auth.ts';
import { clientAddress } from '../client-address.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import type { Upload } from './upload-service.ts';

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
export async function readUpload(request: FastifyRequest): Promise<Upload> {
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

export const multipartBody = {
  consumes: ['multipart/form-data'],
  description: 'multipart/form-data with one field `file`',
};
