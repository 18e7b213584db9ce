// HTTP for waitlists: a client joins a service's waitlist; the owner lists, emails and deletes entries.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZWaitlistRequest } from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import {
  ZWaitlistEmailRequest,
  ZWaitlistEntry,
  ZWaitlistJoined,
  ZWaitlistPage,
  ZWaitlistQuery,
} from '@studio/shared/waitlist/contracts';
import { tenantOf } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid, paramOf } from '../../platform/path-params.ts';
import { ownServiceGuard } from '../packages/service-guard.ts';
import { limitPublicForm } from './public-forms.ts';
import { deleteEntry, emailEntry, joinWaitlist, listWaitlist, requireEntry } from './service.ts';

const tags = ['waitlist'];
const ZSlugParams = z.object({
  businessSlug: z.string().max(200),
  serviceSlug: z.string().max(200),
});
const ZServiceParams = z.object({ id: z.uuid() });
const ZEntryParams = z.object({ id: z.uuid(), entryId: z.uuid() });
const ZDeleteParams = z.object({ entryId: z.uuid() });

export async function waitlistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const serviceGuard = ownServiceGuard(db);

  // Before body validation: another business's entry answers 404 whatever the body holds.
  const entryGuard = async (request: FastifyRequest): Promise<void> => {
    const entryId = paramOf(request, 'entryId');
    if (entryId === undefined) return;
    if (!isUuid(entryId)) throw AppError.notFound(messages.waitlistEntryNotFound);
    const serviceId = paramOf(request, 'id');
    await requireEntry(db, {
      businessId: tenantOf(request).businessId,
      entryId,
      ...(serviceId ? { serviceId } : {}),
    });
  };

  app.post(
    '/public/businesses/:businessSlug/services/:serviceSlug/waitlist',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A client joins the waitlist of a public, unpaused service (the owner is notified and emailed)',
        params: ZSlugParams,
        body: ZWaitlistRequest,
        response: { 200: ZWaitlistJoined },
      },
    },
    async (request) => {
      await limitPublicForm({ db, config }, 'waitlist', clientAddress(request));
      return joinWaitlist(db, {
        businessSlug: request.params.businessSlug,
        serviceSlug: request.params.serviceSlug,
        request: request.body,
        appUrl: config.appUrl,
      });
    },
  );

  app.get(
    '/services/:id/waitlist',
    {
      preValidation: serviceGuard,
      schema: {
        tags,
        summary: "The service's waitlist, newest first, in pages of 50",
        params: ZServiceParams,
        querystring: ZWaitlistQuery,
        response: { 200: ZWaitlistPage },
      },
    },
    async (request) =>
      listWaitlist(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        page: request.query.page,
      }),
  );

  app.post(
    '/services/:id/waitlist/:entryId/email',
    {
      preValidation: [serviceGuard, entryGuard],
      schema: {
        tags,
        summary: 'Email a waiting client (through the outbox); answers the entry with emailedAt',
        params: ZEntryParams,
        body: ZWaitlistEmailRequest,
        response: { 200: ZWaitlistEntry },
      },
    },
    async (request) =>
      emailEntry(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        entryId: request.params.entryId,
        request: request.body,
      }),
  );

  app.delete(
    '/orders/:entryId/waitlist',
    {
      preValidation: entryGuard,
      schema: {
        tags,
        summary: 'Delete a waitlist entry',
        params: ZDeleteParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => {
      const target = { businessId: tenantOf(request).businessId, entryId: request.params.entryId };
      await deleteEntry(db, target);
      return { id: target.entryId };
    },
  );
}
