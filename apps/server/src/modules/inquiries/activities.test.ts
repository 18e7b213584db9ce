// GET /api/inquiries/{id}/activities and the CREATE_INQUIRY activity createInquiry writes.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInquiryActivity } from '@studio/shared/inquiries/contracts';
import { apiClient } from '../../test/api-client.ts';
import { clientAddress } from '../../test/factories/booking.ts';
import { sendInquiry } from '../../test/factories/inquiry.ts';
import { createOwner } from '../../test/factories/owner.ts';
import { createServiceVia } from '../../test/factories/service.ts';
import { testApp } from '../../test/harness.ts';
import { inquiryActivities } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('inquiry activities', () => {
  it('records CREATE_INQUIRY by the client when an inquiry is sent', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'Newborn 2031' });
    const general = await sendInquiry(app, owner, { fullName: 'Ada Lovelace' });
    const about = await sendInquiry(app, owner, { serviceSlug: service.slug });
    const api = apiClient<TInquiryActivity[]>(app, owner);

    const res = await api.get(`/api/inquiries/${general.inquiryId}/activities`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        type: 'CREATE_INQUIRY',
        createdDate: expect.any(String),
        actorName: 'Ada Lovelace',
        summary: 'Sent an inquiry',
      },
    ]);
    expect((await api.get(`/api/inquiries/${about.inquiryId}/activities`)).body).toEqual([
      expect.objectContaining({
        type: 'CREATE_INQUIRY',
        summary: 'Sent an inquiry about Newborn 2031',
      }),
    ]);
    const [row] = await app.deps.db
      .select()
      .from(inquiryActivities)
      .where(eq(inquiryActivities.inquiryId, general.inquiryId));
    expect(row).toMatchObject({ businessId: owner.businessId, actorAccountId: null });
  });

  it('writes nothing when the inquiry is refused', async () => {
    const owner = await createOwner(app);
    const before = await app.deps.db
      .select()
      .from(inquiryActivities)
      .where(eq(inquiryActivities.businessId, owner.businessId));
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/businesses/${owner.business.slug}/inquiries`,
      remoteAddress: clientAddress(),
      payload: { serviceSlug: null, answers: { fullName: '', email: 'nope' } },
    });
    expect(res.statusCode).toBe(400);
    expect(
      await app.deps.db
        .select()
        .from(inquiryActivities)
        .where(eq(inquiryActivities.businessId, owner.businessId)),
    ).toEqual(before);
  });

  it("answers 404 for another business's inquiry", async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const { inquiryId } = await sendInquiry(app, owner);
    const res = await apiClient(app, stranger).get(`/api/inquiries/${inquiryId}/activities`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Grace');
  });
});
