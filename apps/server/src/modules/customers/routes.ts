// HTTP for /api/customers: the photographer's contacts (list, create, read, edit, delete), the
// contact page's summary, and merging duplicates.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCustomer,
  ZCustomerListQuery,
  ZCustomerPage,
  ZCustomerSummary,
  ZMergeCustomersRequest,
  ZSaveCustomerRequest,
} from '@studio/shared/customers/contracts';
import { messages } from '@studio/shared/messages';
import { tenantOf } from '../../platform/auth.ts';
import type { CustomerLinks } from './customer-links.ts';
import { mergeCustomers } from './merge.ts';
import {
  createCustomer,
  deleteCustomer,
  findCustomerRow,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './service.ts';
import { customerSummary } from './summary.ts';

const tags = ['customers'];
const ZIdParams = z.object({ id: z.uuid() });

export async function customerRoutes(
  fastify: FastifyInstance,
  { links }: { links: CustomerLinks },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // A path naming another business's (or an unknown) contact answers 404.
  app.ownership.register('customer', {
    notFound: messages.customerNotFound,
    check: ({ businessId, id }) => findCustomerRow(db, { businessId, customerId: id }),
  });

  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Contacts, a page of 50 at a time (page is 1-based), with the total',
        description:
          'search: part of the name, company, email or phone (or its digits), without case or ' +
          'accents (trigram index). sortBy name | created, order asc | desc; newest first by default.',
        querystring: ZCustomerListQuery,
        response: { 200: ZCustomerPage },
      },
    },
    async (request) =>
      listCustomers(db, { businessId: tenantOf(request).businessId, query: request.query }),
  );

  app.post(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Create a contact (201); 409 when the business has one with this email',
        body: ZSaveCustomerRequest,
        response: { 201: ZCustomer },
      },
    },
    async (request, reply) => {
      const customer = await createCustomer(db, {
        businessId: tenantOf(request).businessId,
        customer: request.body,
      });
      return reply.status(201).send(customer);
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { owns: { id: 'customer' } },
      schema: {
        tags,
        summary: 'One contact',
        params: ZIdParams,
        response: { 200: ZCustomer },
      },
    },
    async (request) =>
      getCustomer(db, { businessId: tenantOf(request).businessId, customerId: request.params.id }),
  );

  app.get(
    '/customers/:id/summary',
    {
      config: { owns: { id: 'customer' } },
      schema: {
        tags,
        summary:
          'The contact page: shoots, inquiries, invoices with the total paid, notes and activity',
        description:
          'Shoots carry the service colour, start time and payment state (1 fully paid, 2 balance ' +
          'due, 3 overdue, 4 unpaid); activity spans the shoots and inquiries, newest first. Each ' +
          'list stops at listLimit rows, newest first; totals count everything.',
        params: ZIdParams,
        response: { 200: ZCustomerSummary },
      },
    },
    async (request) =>
      customerSummary(db, {
        businessId: tenantOf(request).businessId,
        customerId: request.params.id,
        links,
      }),
  );

  app.put(
    '/customers/:id',
    {
      config: { owns: { id: 'customer' } },
      schema: {
        tags,
        summary: "Replace a contact's details",
        description:
          "The contact's shoots keep the client details they were booked with. Another contact's " +
          'email answers 409 with a message that offers merging the two.',
        params: ZIdParams,
        body: ZSaveCustomerRequest,
        response: { 200: ZCustomer },
      },
    },
    async (request) =>
      updateCustomer(db, {
        businessId: tenantOf(request).businessId,
        customerId: request.params.id,
        customer: request.body,
      }),
  );

  app.delete(
    '/customers/:id',
    {
      config: { owns: { id: 'customer' } },
      schema: {
        tags,
        summary: 'Delete a contact (204)',
        description:
          'A contact with shoots is refused with 409 (shoots hold payments; merge it instead). ' +
          "Inquiries stay in the inquiry list with the client's own details.",
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCustomer(db, {
        businessId: tenantOf(request).businessId,
        customerId: request.params.id,
        links,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/customers/:id/merge',
    {
      config: { owns: { id: 'customer' } },
      schema: {
        tags,
        summary: 'Merge duplicate contacts into this one',
        description:
          'Every shoot, inquiry and waitlist entry of the duplicates moves to this contact; its ' +
          'empty details are filled from the duplicates (notes are kept, one after the other); ' +
          'the duplicates are deleted. One transaction, the contacts locked in id order. An ' +
          "unknown or another business's duplicate answers 404 and nothing changes.",
        params: ZIdParams,
        body: ZMergeCustomersRequest,
        response: { 200: ZCustomer },
      },
    },
    async (request) =>
      mergeCustomers(db, {
        businessId: tenantOf(request).businessId,
        customerId: request.params.id,
        duplicateIds: request.body.duplicateIds,
        links,
      }),
  );
}
