// HTTP for the payment setup options (/management/payments). These static
// paths win over the generic /options/:name, so these values are always checked.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAYMENT_REMINDER,
  PAYMENT_SCHEDULES,
  PAYMENT_SETUP,
  ZPaymentReminder,
  ZPaymentSchedules,
  ZPaymentSetup,
} from '@studio/shared/payments/requests';
import { tenantOf } from '../../platform/auth.ts';
import {
  getDefaultPaymentSchedule,
  getPaymentReminder,
  getPaymentSetup,
  setDefaultPaymentSchedule,
  setPaymentReminder,
  setPaymentSetup,
} from './service.ts';

const tags = ['options'];

export async function paymentSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    `/options/${PAYMENT_SETUP}`,
    {
      schema: {
        tags,
        summary: 'Tax mode and sales tax (basis points); NO_TAX and 700 until saved',
        response: { 200: ZPaymentSetup },
      },
    },
    async (request) => getPaymentSetup(db, tenantOf(request)),
  );

  app.post(
    `/options/${PAYMENT_SETUP}`,
    {
      schema: {
        tags,
        summary: 'Save the tax mode and sales tax (salesTaxBps defaults to 700 = 7%)',
        body: ZPaymentSetup,
        response: { 200: ZPaymentSetup },
      },
    },
    async (request) => setPaymentSetup(db, { ...tenantOf(request), setup: request.body }),
  );

  app.get(
    `/options/${PAYMENT_SCHEDULES}`,
    {
      schema: {
        tags,
        summary: 'The default payment schedule, used by services without one of their own',
        response: { 200: ZPaymentSchedules },
      },
    },
    async (request) => ({
      paymentSchedules: await getDefaultPaymentSchedule(db, tenantOf(request)),
    }),
  );

  app.post(
    `/options/${PAYMENT_SCHEDULES}`,
    {
      schema: {
        tags,
        summary: 'Replace the default payment schedule (at most 12 payments, percents up to 100%)',
        body: ZPaymentSchedules,
        response: { 200: ZPaymentSchedules },
      },
    },
    async (request) => ({
      paymentSchedules: await setDefaultPaymentSchedule(db, {
        ...tenantOf(request),
        paymentSchedules: request.body.paymentSchedules,
      }),
    }),
  );

  app.get(
    `/options/${PAYMENT_REMINDER}`,
    {
      schema: {
        tags,
        summary: 'Payment reminder setting; off and 3 days before until saved',
        response: { 200: ZPaymentReminder },
      },
    },
    async (request) => getPaymentReminder(db, tenantOf(request)),
  );

  app.post(
    `/options/${PAYMENT_REMINDER}`,
    {
      schema: {
        tags,
        summary: 'Save the payment reminder setting (daysBefore 1 to 60, default 3)',
        body: ZPaymentReminder,
        response: { 200: ZPaymentReminder },
      },
    },
    async (request) => setPaymentReminder(db, { ...tenantOf(request), reminder: request.body }),
  );
}
