// HTTP for /api/coupons: the photographer's coupon codes, and checking one for a date.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCoupon,
  ZCouponPage,
  ZCouponTerms,
  ZListCouponsQuery,
  ZSaveCouponRequest,
  ZValidateCouponQuery,
} from '@studio/shared/coupons/requests';
import { messages } from '@studio/shared/messages';
import { tenantOf } from '../../platform/auth.ts';
import {
  checkCoupon,
  createCoupon,
  deleteCoupon,
  getCoupon,
  listCoupons,
  updateCoupon,
} from './service.ts';

const tags = ['coupons'];
const ZIdParams = z.object({ id: z.uuid() });

export async function couponRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // A path naming another business's (or an unknown) coupon answers 404.
  app.ownership.register('coupon', {
    notFound: messages.couponNotFound,
    check: ({ businessId, id }) => getCoupon(db, { businessId, id }),
  });

  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Coupons, newest first, 50 a page (page is 1-based); search: part of the code',
        querystring: ZListCouponsQuery,
        response: { 200: ZCouponPage },
      },
    },
    async (request) => listCoupons(db, { ...tenantOf(request), query: request.query }),
  );

  app.get(
    '/coupons/validate',
    {
      schema: {
        tags,
        summary:
          'What a code takes off on a local date (YYYY-MM-DD); 400 with the reason if unusable',
        querystring: ZValidateCouponQuery,
        response: { 200: ZCouponTerms },
      },
    },
    async (request) =>
      checkCoupon(db, {
        ...tenantOf(request),
        code: request.query.code,
        onDate: request.query.date,
      }),
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon (201); 409 when the code (any case) exists',
        body: ZSaveCouponRequest,
        response: { 201: ZCoupon },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(db, { ...tenantOf(request), coupon: request.body });
      return reply.status(201).send(coupon);
    },
  );

  app.put(
    '/coupons/:id',
    {
      config: { owns: { id: 'coupon' } },
      schema: {
        tags,
        summary: 'Replace a coupon’s terms; its used count stays',
        params: ZIdParams,
        body: ZSaveCouponRequest,
        response: { 200: ZCoupon },
      },
    },
    async (request) =>
      updateCoupon(db, { ...tenantOf(request), id: request.params.id, coupon: request.body }),
  );

  app.delete(
    '/coupons/:id',
    {
      config: { owns: { id: 'coupon' } },
      schema: {
        tags,
        summary: 'Delete a coupon; shoots that used it keep their discount',
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCoupon(db, { ...tenantOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
