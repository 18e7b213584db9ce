// Races on one slot: two shoots moved into it at once, or two shoots created on it at once:
// exactly one wins, the other answers 409 slotUnavailable, and the slot holds the winner. On
// PostgreSQL the requests run on separate pooled connections; on PGlite they interleave.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createShootService } from '../../test/factories/service.ts';
import { createServiceSlot, freshShootDate } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { slots } from '../scheduling/schema.ts';

const ROUNDS = 8;

let app: FastifyInstance;
let owner: Owner;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
});
afterAll(() => app.close());

function put(url: string, payload: object) {
  return app.inject({ method: 'PUT', url, headers: owner.headers, payload });
}

async function slotRow(id: string) {
  const [row] = await app.deps.db.select().from(slots).where(eq(slots.id, id));
  return row;
}

describe('one slot, two requests at once', () => {
  it('two shoots moved into one slot: exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const service = await createShootService(app, owner, { packageFee: null });
      const first = await createShoot(app, owner, { serviceId: service.id });
      const second = await createShoot(app, owner, { serviceId: service.id });
      const target = await createServiceSlot(app, owner, { serviceId: service.id });
      const answers = await Promise.all(
        [first, second].map(({ order }) =>
          put(`/api/orders/${order.orderId}/move-booking`, { slotId: target.id }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = answers.find((res) => res.statusCode === 409);
      expect(loser?.json().detail).toBe(messages.slotUnavailable);
      const winner = answers.find((res) => res.statusCode === 200)?.json<TOrder>();
      expect(await slotRow(target.id)).toMatchObject({
        status: 'BOOKED',
        orderId: winner?.orderId,
      });
      // The loser keeps its own slot.
      const loserOrder = [first, second].find((s) => s.order.orderId !== winner?.orderId);
      expect(await slotRow(loserOrder?.order.slotId ?? '')).toMatchObject({
        status: 'BOOKED',
        orderId: loserOrder?.order.orderId,
      });
    }
  });

  it('two shoots created on one slot: exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const service = await createShootService(app, owner, { packageFee: null });
      const slot = await createServiceSlot(app, owner, { serviceId: service.id });
      const answers = await Promise.all(
        ['a', 'b'].map((who) =>
          app.inject({
            method: 'POST',
            url: `/api/services/${service.id}/create-shoot`,
            headers: owner.headers,
            payload: {
              fullName: `Client ${who}`,
              email: `race-${who}@example.com`,
              phone: '+1 555 0100',
              slotId: slot.id,
              totalFee: 0,
            },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((res) => res.statusCode === 200)?.json<TOrder>();
      expect(await slotRow(slot.id)).toMatchObject({ status: 'BOOKED', orderId: winner?.orderId });
    }
  });

  it('two full session shoots at overlapping times: exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const service = await createShootService(app, owner, {
        kind: serviceKinds.SESSION_TYPES,
        packageFee: null,
      });
      const date = freshShootDate();
      const answers = await Promise.all(
        ['10:00', '10:30'].map((startTime) =>
          app.inject({
            method: 'POST',
            url: `/api/services/${service.id}/create-shoot`,
            headers: owner.headers,
            payload: {
              fullName: 'Client',
              email: 'overlap@example.com',
              phone: '+1 555 0100',
              date,
              startTime,
              totalFee: 0,
            },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    }
  });
});
