// GET and POST /api/inquiries/{id}/notes: the owner's notes, oldest first, with the shared schema's
// exact messages; another business's (or a deleted) inquiry answers 404 and nothing is written.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_NOTE_MAX, type TInquiryNote } from '@studio/shared/inquiries/contracts';
import { messages } from '@studio/shared/messages';
import { apiClient } from '../../test/api-client.ts';
import { sendInquiry } from '../../test/factories/inquiry.ts';
import { createOwner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { inquiryNotes } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

async function storedNotes(inquiryId: string) {
  return app.deps.db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, inquiryId));
}

describe('inquiry notes', () => {
  it('adds notes with their author and lists them oldest first', async () => {
    const owner = await createOwner(app);
    const { inquiryId } = await sendInquiry(app, owner);
    const api = apiClient<TInquiryNote[]>(app, owner);
    expect((await api.get(`/api/inquiries/${inquiryId}/notes`)).body).toEqual([]);

    const first = await api.post<TInquiryNote>(`/api/inquiries/${inquiryId}/notes`, {
      body: '  Called her back: wants a Saturday.  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      body: 'Called her back: wants a Saturday.',
      authorName: owner.email,
      createdDate: expect.any(String),
    });
    const second = await api.post<TInquiryNote>(`/api/inquiries/${inquiryId}/notes`, {
      body: 'Line one\nLine two',
    });
    expect(second.status).toBe(201);

    const list = await api.get(`/api/inquiries/${inquiryId}/notes`);
    expect(list.status).toBe(200);
    expect(list.body.map((note) => note.body)).toEqual([
      'Called her back: wants a Saturday.',
      'Line one\nLine two',
    ]);
    expect(list.body[0]?.id).toBe(first.body.id);
    expect(Date.parse(list.body[0]!.createdDate)).toBeLessThanOrEqual(
      Date.parse(list.body[1]!.createdDate),
    );
  });

  it('refuses an empty or too long note with the exact messages', async () => {
    const owner = await createOwner(app);
    const { inquiryId } = await sendInquiry(app, owner);
    const api = apiClient<TInquiryNote>(app, owner);
    for (const body of ['', '   \n ']) {
      const res = await api.post(`/api/inquiries/${inquiryId}/notes`, { body });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'body', message: messages.required }]);
      expect(res.body.detail).toBe('This field cannot be left blank');
    }
    const missing = await api.post(`/api/inquiries/${inquiryId}/notes`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'body', message: messages.required }]);

    const long = await api.post(`/api/inquiries/${inquiryId}/notes`, {
      body: 'x'.repeat(INQUIRY_NOTE_MAX + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([
      { field: 'body', message: 'The note must be less than 5000 characters' },
    ]);
    expect(await storedNotes(inquiryId)).toEqual([]);

    const longest = await api.post(`/api/inquiries/${inquiryId}/notes`, {
      body: 'x'.repeat(INQUIRY_NOTE_MAX),
    });
    expect(longest.status).toBe(201);
  });

  it("answers 404 for another business's, a deleted or an unknown inquiry", async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const { inquiryId } = await sendInquiry(app, owner);
    const api = apiClient(app, stranger);

    const read = await api.get(`/api/inquiries/${inquiryId}/notes`);
    expect(read.status).toBe(404);
    expect(read.body.detail).toBe(messages.inquiryNotFound);
    // 404 before the body is looked at: an invalid body changes nothing.
    expect((await api.post(`/api/inquiries/${inquiryId}/notes`, { body: '' })).status).toBe(404);
    expect((await api.post(`/api/inquiries/${inquiryId}/notes`, { body: 'Mine' })).status).toBe(
      404,
    );
    expect(await storedNotes(inquiryId)).toEqual([]);
    expect((await api.get('/api/inquiries/IAAAAAAAAAA/notes')).status).toBe(404);
    expect((await api.get('/api/inquiries/nope/notes')).status).toBe(404);

    const own = apiClient(app, owner);
    expect((await own.delete(`/api/inquiries/${inquiryId}`)).status).toBe(200);
    expect((await own.get(`/api/inquiries/${inquiryId}/notes`)).status).toBe(404);
    expect((await own.post(`/api/inquiries/${inquiryId}/notes`, { body: 'Late' })).status).toBe(
      404,
    );
  });
});
