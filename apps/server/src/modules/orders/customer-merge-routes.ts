// PATCH /api/orders/{id}/merge: the shoot's contact is merged into another
// contact, the same merge as POST /api/customers/{id}/merge.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMergeOrderCustomerRequest } from '@studio/shared/customers/contracts';
import { ZOrder } from '@studio/shared/orders/contracts';
import { tenantOf } from '../../platform/auth.ts';
import type { CustomerLinks } from '../customers/customer-links.ts';
import { mergeCustomers } from '../customers/merge.ts';
import { getOrder, requireOrder } from './service.ts';

const ZOrderParams = z.object({ id: z.string().max(64) });

export async function orderMergeRoutes(
  fastify: FastifyInstance,
  { links }: { links: CustomerLinks },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.patch(
    '/orders/:id/merge',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags: ['orders', 'customers'],
        summary: "Merge the shoot's contact into another contact",
        description:
          "All shoots and inquiries of the shoot's contact move to customerId, which fills its " +
          'empty details from it; the old contact is deleted. Nothing changes when the shoot ' +
          "already belongs to customerId. Another business's contact answers 404.",
        params: ZOrderParams,
        body: ZMergeOrderCustomerRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const orderId = request.params.id;
      const order = await requireOrder(db, { businessId, orderId });
      if (order.customerId !== request.body.customerId) {
        await mergeCustomers(db, {
          businessId,
          customerId: request.body.customerId,
          duplicateIds: [order.customerId],
          links,
        });
      }
      return getOrder(db, { businessId, orderId });
    },
  );
}
