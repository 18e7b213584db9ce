// The shoot page (GET /api/orders/{id}) shows the booking questionnaire's answers and the source.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import { apiClient } from '../../test/api-client.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { orders } from '../orders/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('answers on the shoot page', () => {
  it('a shoot made by the owner has no answers; a client booking shows them in order', async () => {
    const owner = await createOwner(app);
    const { order } = await createShoot(app, owner);
    expect(order.answers).toEqual([]);
    expect(order.source).toBe('OWNER');

    const answers: TStoredAnswer[] = [
      { fieldId: 'kids', type: 'SHORT_TEXT', label: 'Children', value: 'Mia (4)' },
      { fieldId: 'pets', type: 'YES_NO', label: 'Pets?', value: false },
      { fieldId: 'looks', type: 'CHECKBOX', label: 'Looks', value: ['Casual', 'Formal'] },
    ];
    await app.deps.db
      .update(orders)
      .set({ answers, source: 'CLIENT' })
      .where(and(eq(orders.id, order.orderId), eq(orders.businessId, owner.businessId)));
    const res = await apiClient<TOrder>(app, owner).get(`/api/orders/${order.orderId}`);
    expect(res.status).toBe(200);
    expect(res.body.answers).toEqual(answers);
    expect(res.body.source).toBe('CLIENT');
  });
});
