// HTTP for inquiries: a client sends one from a public form; the owner lists, reads and deletes them,
// follows their activity, writes notes on them and makes a shoot of one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZInquiryCreated, ZInquiryRequest } from '@studio/shared/booking/contracts';
import {
  INQUIRY_ID_PATTERN,
  ZCreateInquiryNoteRequest,
  ZCreateShootFromInquiryRequest,
  ZInquiry,
  ZInquiryActivity,
  ZInquiryCounts,
  ZInquiryListQuery,
  ZInquiryNote,
  ZInquiryPage,
  ZInquirySame,
  ZInquirySameQuery,
  ZServiceInquiriesQuery,
} from '@studio/shared/inquiries/contracts';
import { messages } from '@studio/shared/messages';
import { ZOrder } from '@studio/shared/orders/contracts';
import { tenantOf } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { actorOf, getOrder } from '../orders/service.ts';
import { limitPublicForm } from '../waitlist/public-forms.ts';
import { INQUIRY_ACTIVITIES_SHOWN, listInquiryActivities } from './activities.ts';
import { createShootFromInquiry } from './create-shoot.ts';
import { addInquiryNote, INQUIRY_NOTES_SHOWN, listInquiryNotes } from './notes.ts';
import {
  countInquiries,
  createInquiry,
  deleteInquiry,
  getInquiry,
  listInquiries,
  listSameClientInquiries,
  listServiceInquiries,
  markInquiryRead,
  requireInquiry,
} from './service.ts';

const tags = ['inquiries'];
const ZIdParams = z.object({ id: z.string().regex(INQUIRY_ID_PATTERN) });
const ZBusinessSlugParams = z.object({ businessSlug: z.string().max(200) });

export async function inquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  // A path naming another business's (or a deleted) inquiry answers 404.
  app.ownership.register('inquiry', {
    notFound: messages.inquiryNotFound,
    isWellFormed: (id) => INQUIRY_ID_PATTERN.test(id),
    check: ({ businessId, id }) => requireInquiry(db, { businessId, inquiryId: id }),
  });

  app.post(
    '/public/businesses/:businessSlug/inquiries',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A client sends an inquiry from a service's form (serviceSlug) or the business-wide one (null); answers are checked against the form's questions",
        params: ZBusinessSlugParams,
        body: ZInquiryRequest,
        response: { 200: ZInquiryCreated },
      },
    },
    async (request) => {
      await limitPublicForm({ db, config }, 'inquiry', clientAddress(request));
      return createInquiry(db, {
        businessSlug: request.params.businessSlug,
        request: request.body,
        appUrl: config.appUrl,
      });
    },
  );

  app.get(
    '/inquiries',
    {
      schema: {
        tags,
        summary: 'Inquiries, newest first, in pages of 50 (page is 1-based)',
        querystring: ZInquiryListQuery,
        response: { 200: ZInquiryPage },
      },
    },
    async (request) =>
      listInquiries(db, { businessId: tenantOf(request).businessId, page: request.query.page }),
  );

  // A service's inquiries and a client's other inquiries are the inquiries module's reads: it
  // stands above services and orders (docs/architecture.md), so it serves these paths.
  app.get(
    '/services/:id/inquiries',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: "The inquiries sent from the service's form, newest first, pages of 50",
        params: z.object({ id: z.uuid() }),
        querystring: ZServiceInquiriesQuery,
        response: { 200: ZInquiryPage },
      },
    },
    async (request) =>
      listServiceInquiries(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        page: request.query.page,
      }),
  );

  app.get(
    '/orders/inquiry-same',
    {
      schema: {
        tags,
        summary: 'The other inquiries of the client of a shoot (orderId) or an inquiry (inquiryId)',
        description:
          'Exactly one of orderId and inquiryId. Live inquiries of the same contact or the same ' +
          'email (case-insensitive), newest first, at most 50; the inquiry asked about is left ' +
          'out. 404 when the shoot or inquiry is not this business’s.',
        querystring: ZInquirySameQuery,
        response: { 200: ZInquirySame },
      },
    },
    async (request) => ({
      items: await listSameClientInquiries(db, {
        businessId: tenantOf(request).businessId,
        ...request.query,
      }),
    }),
  );

  app.get(
    '/inquiries/count',
    {
      schema: {
        tags,
        summary: 'How many inquiries there are, and how many are unread',
        response: { 200: ZInquiryCounts },
      },
    },
    async (request) => countInquiries(db, tenantOf(request).businessId),
  );

  app.get(
    '/inquiries/:id',
    {
      config: { owns: { id: 'inquiry' } },
      schema: {
        tags,
        summary: 'One inquiry with its answers',
        params: ZIdParams,
        response: { 200: ZInquiry },
      },
    },
    async (request) =>
      getInquiry(db, { businessId: tenantOf(request).businessId, inquiryId: request.params.id }),
  );

  app.patch(
    '/inquiries/:id/mark-as-read',
    {
      config: { owns: { id: 'inquiry' } },
      schema: {
        tags,
        summary: 'Mark an inquiry read (the unread count goes down)',
        params: ZIdParams,
        response: { 200: ZInquiry },
      },
    },
    async (request) =>
      markInquiryRead(db, {
        businessId: tenantOf(request).businessId,
        inquiryId: request.params.id,
      }),
  );

  app.delete(
    '/inquiries/:id',
    {
      config: { owns: { id: 'inquiry' } },
      schema: {
        tags,
        summary: 'Delete an inquiry (it leaves the lists and counts)',
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => {
      const target = { businessId: tenantOf(request).businessId, inquiryId: request.params.id };
      await deleteInquiry(db, target);
      return { id: target.inquiryId };
    },
  );

  app.get(
    '/inquiries/:id/activities',
    {
      config: { owns: { id: 'inquiry' } },
      schema: {
        tags,
        summary: `The activity log of an inquiry, newest first (at most ${INQUIRY_ACTIVITIES_SHOWN})`,
        params: ZIdParams,
        response: { 200: z.array(ZInquiryActivity) },
      },
    },
    async (request) =>
      listInquiryActivities(db, {
        businessId: tenantOf(request).businessId,
        inquiryId: request.params.id,
      }),
  );

  app.get(
    '/inquiries/:id/notes',
    {
      config: { owns: { id: 'inquiry' } },
      schema: {
        tags,
        summary: `The notes on an inquiry, oldest first (the newest ${INQUIRY_NOTES_SHOWN} at most)`,
        params: ZIdParams,
        response: { 200: z.array(ZInquiryNote) },
      },
    },
    async (request) =>
      listInquiryNotes(db, {
        businessId: tenantOf(request).businessId,
        inquiryId: request.params.id,
      }),
  );

  app.post(
    '/inquiries/:id/notes',
    {
      config: { owns: { id: 'inquiry' } },
      schema: {
        tags,
        summary: 'Add a note to an inquiry (only the business sees it); answers the note',
        params: ZIdParams,
        body: ZCreateInquiryNoteRequest,
        response: { 201: ZInquiryNote },
      },
    },
    async (request, reply) => {
      const { businessId, accountId } = tenantOf(request);
      const note = await addInquiryNote(db, {
        businessId,
        inquiryId: request.params.id,
        actor: await actorOf(db, accountId),
        body: request.body.body,
      });
      return reply.status(201).send(note);
    },
  );

  app.post(
    '/inquiries/:id/create-shoot',
    {
      config: { owns: { id: 'inquiry' } },
      schema: {
        tags,
        summary: 'Create a shoot from an inquiry (the shoot form, with the service in the body)',
        description:
          'The same rules and answer as POST /api/services/{id}/create-shoot. In one transaction ' +
          'the shoot is created, the inquiry is linked to it (orderId), marked read and gets a ' +
          'CREATED_SHOOT activity. An inquiry makes one shoot: a second request answers 409 with ' +
          'messages.inquiryShootExists.',
        params: ZIdParams,
        body: ZCreateShootFromInquiryRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) => {
      const { businessId, accountId } = tenantOf(request);
      const orderId = await createShootFromInquiry(db, {
        businessId,
        inquiryId: request.params.id,
        actor: await actorOf(db, accountId),
        request: request.body,
      });
      return getOrder(db, { businessId, orderId });
    },
  );
}
