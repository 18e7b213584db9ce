// HTTP for the business logo: an upload (multipart field `file`) stored as the business's logo.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBusiness } from '@studio/shared/business/contracts';
import { limits } from '@studio/shared/constants';
import { tenantOf } from '../../platform/auth.ts';
import { multipartBody, readUpload } from '../../platform/storage/read-upload.ts';
import { presentBusiness } from './presenter.ts';
import { removeBusinessLogo, replaceBusinessLogo } from './profile-service.ts';

export async function businessLogoRoutes(fastify: FastifyInstance): Promise<void> {
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
        await replaceBusinessLogo(db, {
          businessId,
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
      return presentBusiness(await removeBusinessLogo(db, { businessId, storage }));
    },
  );
}
