// The business's payment setup: the request
// and answer of each options path, with the defaults used while nothing is stored.
import { z } from 'zod';
import { defaultSalesTaxPercent, taxModes } from '../enums.ts';
import { messages } from '../messages.ts';
import { FULL_PERCENT_BPS } from '../packages/requests.ts';
import { ZPaymentScheduleRequest } from '../services/requests.ts';

/** Option names: the same as their paths under /api/options. */
export const PAYMENT_SETUP = 'payment-setup';
export const PAYMENT_SCHEDULES = 'payment-schedules';
export const PAYMENT_REMINDER = 'payment-reminder';

/** Default sales tax 7%, in basis points. */
export const DEFAULT_SALES_TAX_BPS = defaultSalesTaxPercent * 100;
export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 60;
export const DEFAULT_REMINDER_DAYS = 3;

/** POST /api/options/payment-setup, and its answer. */
export const ZPaymentSetup = z.object({
  taxMode: z.enum(taxModes, { error: messages.chooseFromList }),
  salesTaxBps: z
    .number()
    .int()
    .min(0, messages.taxRateRange)
    .max(FULL_PERCENT_BPS, messages.taxRateRange)
    .default(DEFAULT_SALES_TAX_BPS),
});
export type TPaymentSetup = z.output<typeof ZPaymentSetup>;
export type TPaymentSetupRequest = z.input<typeof ZPaymentSetup>;
export const defaultPaymentSetup: TPaymentSetup = {
  taxMode: 'NO_TAX',
  salesTaxBps: DEFAULT_SALES_TAX_BPS,
};

/**
 * POST /api/options/payment-schedules: the default schedule, used when a service has none of
 * its own. The same rules as a service's schedule (at most 12 payments, percents up to 100%).
 */
export const ZPaymentSchedules = ZPaymentScheduleRequest;
export type TPaymentSchedules = z.output<typeof ZPaymentSchedules>;

/** POST /api/options/payment-reminder: whether payment reminders go out, and how many days before the due date the first one does. */
export const ZPaymentReminder = z.object({
  isEnabled: z.boolean(),
  daysBefore: z
    .number()
    .int(messages.reminderDaysRange)
    .min(REMINDER_DAYS_MIN, messages.reminderDaysRange)
    .max(REMINDER_DAYS_MAX, messages.reminderDaysRange)
    .default(DEFAULT_REMINDER_DAYS),
});
export type TPaymentReminder = z.output<typeof ZPaymentReminder>;
export type TPaymentReminderRequest = z.input<typeof ZPaymentReminder>;
/** Off until the photographer turns it on: no client gets an email they were not promised. */
export const defaultPaymentReminder: TPaymentReminder = {
  isEnabled: false,
  daysBefore: DEFAULT_REMINDER_DAYS,
};
