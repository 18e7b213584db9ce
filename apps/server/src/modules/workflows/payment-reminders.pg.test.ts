// A payment arriving while a payment reminder is being made, on PostgreSQL with a pool per side
// (PGlite has one connection, so nothing there runs concurrently): the payment waits for the
// reminder's commit behind the shoot's lock, neither deadlocks, and nothing more is sent after.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TOrder } from '@studio/shared/orders/contracts';
import { wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import { buildApp } from '../../app.ts';
import type { Executor } from '../../db/client.ts';
import { apiClient } from '../../test/api-client.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, setBusinessTimeZone } from '../../test/factories/owner.ts';
import { testConfig } from '../../test/harness.ts';
import { createOwnDatabase, type OwnDatabase } from '../../test/own-database.ts';
import { EmailComposer, type ComposeInput, type ComposedEmail } from '../emails/compose.ts';
import { emailSettingsOf } from '../emails/settings.ts';
import { reminderMoments, sendDuePaymentReminders } from './payment-reminders.ts';
import { paymentReminders } from './schema.ts';

let own: OwnDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  own = await createOwnDatabase(inject('testDatabaseUrl'));
  app = await buildApp(testConfig(), { database: own.handle });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await own.drop();
});

/** A composer that stops inside the reminder's transaction until the test lets it go on. */
class GatedComposer extends EmailComposer {
  entered: Promise<void>;
  private enter: () => void = () => {};
  private release: () => void = () => {};
  private gate: Promise<void>;

  constructor(settings: EmailComposer['settings']) {
    super(settings);
    this.entered = new Promise((resolve) => (this.enter = resolve));
    this.gate = new Promise((resolve) => (this.release = resolve));
  }

  override async compose(executor: Executor, input: ComposeInput): Promise<ComposedEmail> {
    this.enter();
    await this.gate;
    return super.compose(executor, input);
  }

  open(): void {
    this.release();
  }
}

describe('a payment during a payment reminder', () => {
  it('waits for the reminder, then stops the next ones', async () => {
    const zone = 'America/New_York';
    const owner = await createOwner(app);
    await setBusinessTimeZone(app, owner.businessId, zone);
    const api = apiClient<TOrder>(app, owner);
    expect(
      (await api.post('/api/options/payment-reminder', { isEnabled: true, daysBefore: 3 })).status,
    ).toBe(200);
    const dueDay = `${new Date().getUTCFullYear() + 1}-06-01`;
    const dueDate = new Date(wallTimeToInstant(dueDay, '12:00', zone));
    const { order } = await createShoot(app, owner);
    const invoiceId = order.invoices[0]?.id ?? '';
    await api.patch(`/api/orders/invoices/${invoiceId}/due-date`, {
      dueDate: dueDate.toISOString(),
    });
    const [before, on, after] = reminderMoments({ dueDate, timeZone: zone, daysBefore: 3 });
    if (!before || !on || !after) throw new Error('no moments');

    const other = await own.secondHandle();
    const composer = new GatedComposer(emailSettingsOf(app.deps));
    const reminder = sendDuePaymentReminders(other.db, { now: before.at, composer });
    await composer.entered;
    let isPaid = false;
    const payment = api
      .patch(`/api/orders/invoices/${invoiceId}/update-status`, { status: 'PAID' })
      .then((answer) => {
        isPaid = true;
        return answer;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The payment waits behind the shoot's lock the reminder holds.
    expect(isPaid).toBe(false);
    composer.open();
    expect(await reminder).toBe(1);
    expect((await payment).status).toBe(200);

    const plain = new EmailComposer(emailSettingsOf(app.deps));
    for (const moment of [on, after]) {
      await sendDuePaymentReminders(app.deps.db, { now: moment.at, composer: plain });
    }
    const rows = await app.deps.db
      .select()
      .from(paymentReminders)
      .where(eq(paymentReminders.invoiceId, invoiceId));
    expect(rows.map((row) => [row.step, row.outboxId !== null])).toEqual([['BEFORE', true]]);
  });
});
