// HTTP for waitlists: a client joins a service's waitlist; the owner lists, emails and deletes entries.
import type { FastifyInstance } from 'fastify';
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

  // A path naming another business's entry (or one of another service) answers 404.
  app.ownership.register('waitlistEntry', {
    notFound: messages.waitlistEntryNotFound,
    check: ({ businessId, id, checked }) =>
      requireEntry(db, {
        businessId,
        entryId: id,
        ...(checked.service ? { serviceId: checked.service } : {}),
      }),
  });

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
      config: { owns: { id: 'service' } },
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
      config: { owns: { id: 'service', entryId: 'waitlistEntry' } },
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
      config: { owns: { entryId: 'waitlistEntry' } },
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
