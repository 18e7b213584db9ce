// The business's payment setup: tax mode and sales tax, default payment schedule, payment
// reminders, each one named option, read with its defaults filled in.
import type { z } from 'zod';
import {
  defaultPaymentReminder,
  defaultPaymentSetup,
  PAYMENT_REMINDER,
  PAYMENT_SCHEDULES,
  PAYMENT_SETUP,
  ZPaymentReminder,
  ZPaymentSchedules,
  ZPaymentSetup,
  type TPaymentReminder,
  type TPaymentSetup,
} from '@studio/shared/payments/requests';
import type { TPaymentScheduleEntry } from '@studio/shared/services/contracts';
import type { TaxMode } from '@studio/shared/pricing/price';
import type { Executor } from '../../db/client.ts';
import { readOptionValue, writeOptionValue } from '../options/service.ts';

type Tenant = { businessId: string };

export type PaymentSettings = {
  /** Tax mode new services start with. */
  taxMode: TaxMode;
  /** Sales tax in basis points (default 7% = 700). */
  salesTaxBps: number;
  /** Used when a service has no payment schedule of its own. */
  paymentSchedule: TPaymentScheduleEntry[];
};

/** A stored value read through its schema; anything unreadable counts as never set. */
async function readChecked<Schema extends z.ZodType>(
  executor: Executor,
  input: Tenant & { name: string; schema: Schema },
): Promise<z.output<Schema> | null> {
  const { businessId, name } = input;
  const stored = await readOptionValue(executor, { businessId, name });
  if (stored === null) return null;
  const parsed = input.schema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export async function getPaymentSetup(executor: Executor, input: Tenant): Promise<TPaymentSetup> {
  const stored = await readChecked(executor, {
    ...input,
    name: PAYMENT_SETUP,
    schema: ZPaymentSetup,
  });
  return stored ?? defaultPaymentSetup;
}

export async function setPaymentSetup(
  executor: Executor,
  input: Tenant & { setup: TPaymentSetup },
): Promise<TPaymentSetup> {
  await writeOptionValue(executor, { ...input, name: PAYMENT_SETUP, value: input.setup });
  return input.setup;
}

export async function getDefaultPaymentSchedule(
  executor: Executor,
  input: Tenant,
): Promise<TPaymentScheduleEntry[]> {
  const stored = await readChecked(executor, {
    ...input,
    name: PAYMENT_SCHEDULES,
    schema: ZPaymentSchedules,
  });
  return stored?.paymentSchedules ?? [];
}

export async function setDefaultPaymentSchedule(
  executor: Executor,
  input: Tenant & { paymentSchedules: TPaymentScheduleEntry[] },
): Promise<TPaymentScheduleEntry[]> {
  const value = { paymentSchedules: input.paymentSchedules };
  await writeOptionValue(executor, { ...input, name: PAYMENT_SCHEDULES, value });
  return input.paymentSchedules;
}

/** When payment reminders go out (sent by workflows/payment-reminders.ts). */
export async function getPaymentReminder(
  executor: Executor,
  input: Tenant,
): Promise<TPaymentReminder> {
  const stored = await readChecked(executor, {
    ...input,
    name: PAYMENT_REMINDER,
    schema: ZPaymentReminder,
  });
  return stored ?? defaultPaymentReminder;
}

export async function setPaymentReminder(
  executor: Executor,
  input: Tenant & { reminder: TPaymentReminder },
): Promise<TPaymentReminder> {
  await writeOptionValue(executor, { ...input, name: PAYMENT_REMINDER, value: input.reminder });
  return input.reminder;
}

export async function getPaymentSettings(
  executor: Executor,
  input: { businessId: string },
): Promise<PaymentSettings> {
  // Called inside transactions: one statement at a time on the transaction's client.
  const setup = await getPaymentSetup(executor, input);
  const paymentSchedule = await getDefaultPaymentSchedule(executor, input);
  return { taxMode: setup.taxMode, salesTaxBps: setup.salesTaxBps, paymentSchedule };
}
