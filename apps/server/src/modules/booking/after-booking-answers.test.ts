// A service that asks its booking questionnaire after booking: nothing is asked at checkout, the
// confirmation email points to the manage page, where the questions wait until answered once.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCheckoutResult,
  TPublicBooking,
  TPublicService,
} from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import type { TQuestionnaireField } from '@studio/shared/questionnaires/contracts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { type BookingService, createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { orderActivities, orders } from '../orders/schema.ts';
import { questionnaireTemplates } from '../questionnaires/schema.ts';
import { services } from '../services/schema.ts';
import { sendDueEmails } from '../../test/send-due-emails.ts';

type Problem = { detail: string; errors?: { field: string; message: string }[] };

let app: FastifyInstance;
let owner: Owner;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
});
afterAll(async () => {
  await app.close();
});

const fields: TQuestionnaireField[] = [
  { id: 'kids', type: 'SHORT_TEXT', label: 'Names of the children', isRequired: true, options: [] },
  { id: 'style', type: 'SELECT', label: 'Style', isRequired: false, options: ['Warm', 'Cool'] },
  { id: 'note', type: 'LONG_TEXT', label: 'Anything else?', isRequired: false, options: [] },
];

async function serviceAsking(isAfterBooking: boolean, questions = fields) {
  const service = await createBookingService(app, owner);
  const [template] = await app.deps.db
    .insert(questionnaireTemplates)
    .values({ businessId: owner.businessId, type: 'BOOKING', name: 'Before', fields: questions })
    .returning({ id: questionnaireTemplates.id });
  await app.deps.db
    .update(services)
    .set({
      bookingQuestionnaireTemplateId: template!.id,
      isAfterBookingQuestionnaire: isAfterBooking,
    })
    .where(eq(services.id, service.id));
  return service;
}

async function book(service: BookingService, answers: Record<string, string> = {}) {
  const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
  const hold = await holdSlot(app, service, slot!.id);
  const client = contactFields();
  const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
    ...client,
    holdToken: hold.holdToken,
    packageId: service.packageId,
    answers,
  });
  if (res.body.status !== 'CONFIRMED') throw new Error(`checkout answered ${res.text}`);
  return { orderId: res.body.orderId, token: res.body.manageToken, client };
}

const view = (token: string) =>
  publicRequest<TPublicBooking>(app, 'GET', `/api/public/bookings/${token}`);
const answer = (token: string, answers: Record<string, unknown>) =>
  publicRequest<TPublicBooking & Problem>(app, 'POST', `/api/public/bookings/${token}/answers`, {
    answers,
  });

describe('the questionnaire asked after booking', () => {
  it('waits on the manage page, is checked like the checkout, stored once and logged', async () => {
    const service = await serviceAsking(true);
    const page = await publicRequest<TPublicService>(app, 'GET', service.path);
    expect(page.body.bookingFields).toEqual([]);
    const { orderId, token, client } = await book(service);

    await sendDueEmails(app);
    const mails = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.businessId, owner.businessId), eq(emailOutbox.toAddress, client.email)),
      );
    expect(mails).toHaveLength(1);
    // The booking confirmation says questions wait, and leads to the page where they do.
    const text = mails[0]?.text.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('A few questions about your session are waiting for you');
    expect(/it helps us prepare: (\S+)/.exec(text)?.[1]).toMatch(
      new RegExp(`^https?://.+/booking/${token}$`),
    );

    const before = await view(token);
    expect(before.body.pendingQuestions).toEqual(fields);
    expect(before.body.answers).toEqual([]);

    const missing = await answer(token, { style: 'Hot' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'answers.kids', message: messages.required },
      { field: 'answers.style', message: messages.chooseFromList },
    ]);

    const done = await answer(token, { kids: 'Ada and Max', style: 'Warm', note: '  ' });
    expect(done.status).toBe(200);
    expect(done.body.pendingQuestions).toEqual([]);
    expect(done.body.answers).toEqual([
      { fieldId: 'kids', type: 'SHORT_TEXT', label: 'Names of the children', value: 'Ada and Max' },
      { fieldId: 'style', type: 'SELECT', label: 'Style', value: 'Warm' },
    ]);
    const [order] = await app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.answers).toEqual(done.body.answers);
    const logged = await app.deps.db
      .select()
      .from(orderActivities)
      .where(eq(orderActivities.orderId, orderId));
    expect(logged.filter((row) => row.type === 'BOOKED')).toHaveLength(2);
    expect(logged.at(-1)).toMatchObject({ type: 'BOOKED', actorName: client.fullName });

    // Answered: an email made now (the owner's preview of it) no longer says questions wait.
    const previews = await app.inject({
      method: 'GET',
      url: `/api/email-templates/orders/${orderId}`,
      headers: owner.headers,
    });
    const again = previews
      .json<{ kind: string | null; text: string }[]>()
      .find((preview) => preview.kind === 'BOOKING_CONFIRMATION');
    expect(again?.text).toContain('Your session is confirmed');
    expect(again?.text).not.toContain('questions about your session');
    expect(again?.text).not.toMatch(/^----$/m);

    const twice = await answer(token, { kids: 'Someone else' });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(messages.answersAlreadySent);
    const [unchanged] = await app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(unchanged?.answers).toEqual(done.body.answers);
  });

  it('needs at least one answer when every question is optional', async () => {
    const optional = fields.map((field) => ({ ...field, isRequired: false }));
    const service = await serviceAsking(true, optional);
    const { token } = await book(service);
    const empty = await answer(token, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'answers', message: messages.answersEmpty }]);
    expect((await view(token)).body.pendingQuestions).toHaveLength(3);
  });

  it('asks nothing after booking when the questions came with the checkout, or the booking is cancelled', async () => {
    const atCheckout = await serviceAsking(false);
    const booked = await book(atCheckout, { kids: 'Ada' });
    const plain = await view(booked.token);
    expect(plain.body.pendingQuestions).toEqual([]);
    expect(plain.body.answers).toHaveLength(1);
    const refused = await answer(booked.token, { kids: 'Max' });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(messages.answersAlreadySent);
    await sendDueEmails(app);
    const [mail] = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, booked.client.email));
    expect(mail?.text).not.toContain('questions about your session');
    // Nothing waits: the note's line is left out, not shown as a missing value's dashes.
    expect(mail?.text).not.toMatch(/^----$/m);

    const after = await serviceAsking(true);
    const canceled = await book(after);
    await publicRequest(app, 'POST', `/api/public/bookings/${canceled.token}/cancel`);
    expect((await view(canceled.token)).body.pendingQuestions).toEqual([]);
    const late = await answer(canceled.token, { kids: 'Ada' });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(messages.bookingCanceled);

    const none = await book(await createBookingService(app, owner));
    const nothing = await answer(none.token, { kids: 'Ada' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.detail).toBe(messages.noQuestionsWaiting);
  });
});
