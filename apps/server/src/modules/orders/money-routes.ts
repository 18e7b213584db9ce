// The money of a shoot: add-ons, package, fee, invoices, and the service's add-ons and packages
// per order. Every change answers the whole shoot (ZOrder).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@studio/shared/messages';
import { ZOrder } from '@studio/shared/orders/contracts';
import { ZOrderAddonOption, ZOrderPackageOption } from '@studio/shared/orders/money-contracts';
import {
  ZAddOrderAddonRequest,
  ZAddonQuantityRequest,
  ZChangePackageRequest,
  ZCreateInvoiceRequest,
  ZInvoiceDueDateRequest,
  ZInvoiceMilestoneRequest,
  ZInvoicePaidDateRequest,
  ZInvoiceStatusRequest,
  ZShootFeeRequest,
} from '@studio/shared/orders/requests';
import { tenantOf } from '../../platform/auth.ts';
import {
  addOrderAddon,
  changeAddonQuantity,
  deleteOrderAddon,
  orderOfAddonLine,
  swapOrderAddon,
} from './addon-service.ts';
import { changeOrderPackage, changeShootFee } from './fee-service.ts';
import {
  addExtraInvoice,
  orderOfInvoice,
  setInvoiceDueDate,
  setInvoiceMilestone,
  setInvoicePaidDate,
  setInvoiceStatus,
} from './invoice-edit-service.ts';
import { orderAddonOptions, orderPackageOptions } from './order-offers.ts';
import { actorOf } from './service.ts';

const tags = ['orders'];
const ZOrderId = z.string().min(1).max(64);
const ZOrderParams = z.object({ id: ZOrderId });
const ZInvoiceParams = z.object({ invoiceId: z.uuid() });
const changeNote =
  'One transaction with its activity; answers the whole shoot. Unknown or another business’s ' +
  'ids answer 404; a cancelled shoot answers 409 messages.orderCanceled. The non-cancelled ' +
  'invoices always add up to grandTotal (a decrease is taken from PENDING invoices due last ' +
  'first, then PAID ones; an increase goes onto the PENDING invoice due last, or a new one).';

export async function orderMoneyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // A path naming another business's (or an unknown) add-on line or invoice answers 404.
  app.ownership.register('orderAddon', {
    notFound: messages.orderAddonNotFound,
    check: ({ businessId, id }) => orderOfAddonLine(db, { businessId, lineId: id }),
  });
  app.ownership.register('invoice', {
    notFound: messages.invoiceNotFound,
    check: ({ businessId, id }) => orderOfInvoice(db, { businessId, invoiceId: id }),
  });

  async function acting(request: FastifyRequest) {
    const { businessId, accountId } = tenantOf(request);
    return { businessId, actor: await actorOf(db, accountId) };
  }

  app.post(
    '/orders/:id/addon',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags,
        summary: 'Add an add-on of the service to the shoot (ADD_ADDON)',
        description:
          'The fee grows by the add-on fee times the quantity; an add-on the shoot already has ' +
          'gets the quantity added (at most maxQuantity in all: messages.quantityMax). ' +
          changeNote,
        params: ZOrderParams,
        body: ZAddOrderAddonRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      addOrderAddon(db, {
        ...(await acting(request)),
        orderId: request.params.id,
        ...request.body,
      }),
  );

  app.put(
    '/orders/:id/addons/:addonId/quantity',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags,
        summary: 'Change the quantity of an add-on line of the shoot (CHANGE_ADDON)',
        description:
          'addonId is the shoot’s add-on line id. Quantity greater than 0 (messages.quantityMin) ' +
          'and at most the add-on’s maxQuantity (messages.quantityMax). ' +
          changeNote,
        params: ZOrderParams.extend({ addonId: z.uuid() }),
        body: ZAddonQuantityRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      changeAddonQuantity(db, {
        ...(await acting(request)),
        orderId: request.params.id,
        lineId: request.params.addonId,
        quantity: request.body.quantity,
      }),
  );

  app.put(
    '/orders/:id/addons/:a/change/:b',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags,
        summary: 'Swap the shoot’s add-on line a for the service’s add-on b (CHANGE_ADDON)',
        description:
          'The line keeps its quantity (it must fit b’s maxQuantity) and takes b’s name and fee. ' +
          changeNote,
        params: ZOrderParams.extend({ a: z.uuid(), b: z.uuid() }),
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      swapOrderAddon(db, {
        ...(await acting(request)),
        orderId: request.params.id,
        lineId: request.params.a,
        addonId: request.params.b,
      }),
  );

  app.delete(
    '/orders/addons/:id',
    {
      config: { owns: { id: 'orderAddon' } },
      schema: {
        tags,
        summary: 'Delete an add-on line of a shoot (DELETE_ADDON)',
        description:
          'The fee and the invoice totals go down by the line’s fee times quantity, ' +
          'pending invoices first, then paid. ' +
          changeNote,
        params: z.object({ id: z.uuid() }),
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      deleteOrderAddon(db, { ...(await acting(request)), lineId: request.params.id }),
  );

  app.put(
    '/orders/:id/package/change',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags,
        summary: 'Change the shoot’s package (CHANGE_PACKAGE)',
        description:
          'The fee becomes the new package’s price on the shoot’s date (discounts, reservation, ' +
          'premium) plus a premium slot’s fee plus the add-ons; a fee set by hand is replaced. ' +
          changeNote,
        params: ZOrderParams,
        body: ZChangePackageRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      changeOrderPackage(db, {
        ...(await acting(request)),
        orderId: request.params.id,
        packageId: request.body.packageId,
      }),
  );

  app.post(
    '/orders/:id/shoot-fee',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags,
        summary: 'Set the shoot fee before coupon and tax (CHANGE_FEE)',
        description: changeNote,
        params: ZOrderParams,
        body: ZShootFeeRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      changeShootFee(db, {
        ...(await acting(request)),
        orderId: request.params.id,
        totalFee: request.body.totalFee,
      }),
  );

  app.post(
    '/orders/:id/invoice',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags,
        summary: 'Add an extra invoice; the grand total grows by its total (CHANGE_FEE)',
        description:
          'The fee grows by what makes the grand total grow by the invoice’s total (with tax ' +
          'excluded: the pre-tax part; where tax rounding skips a value, one minor unit more). ' +
          'Without a due date it falls due by its milestone (at booking: now). ' +
          changeNote,
        params: ZOrderParams,
        body: ZCreateInvoiceRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      addExtraInvoice(db, {
        ...(await acting(request)),
        orderId: request.params.id,
        request: request.body,
      }),
  );

  app.patch(
    '/orders/invoices/:invoiceId/paid-date',
    {
      config: { owns: { invoiceId: 'invoice' } },
      schema: {
        tags,
        summary: 'Mark an invoice paid on a date (MARK_PAID), or unpaid with null (MARK_UNPAID)',
        description:
          'A cancelled invoice marked so comes back into the schedule with its amount. ' +
          changeNote,
        params: ZInvoiceParams,
        body: ZInvoicePaidDateRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      setInvoicePaidDate(db, {
        ...(await acting(request)),
        invoiceId: request.params.invoiceId,
        paidDate: request.body.paidDate,
      }),
  );

  app.patch(
    '/orders/invoices/:invoiceId/due-date',
    {
      config: { owns: { invoiceId: 'invoice' } },
      schema: {
        tags,
        summary: 'Change an invoice’s due date',
        description:
          'When a PENDING invoice’s new due date is inside the schedule-before window (on or ' +
          'before now + the payment reminder’s daysBefore, default 3, calendar days in the ' +
          'business time zone; past dates included), its reminder starts over: emailStatus NEW, ' +
          'sentDate now. ' +
          changeNote,
        params: ZInvoiceParams,
        body: ZInvoiceDueDateRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      setInvoiceDueDate(db, {
        ...(await acting(request)),
        invoiceId: request.params.invoiceId,
        dueDate: request.body.dueDate,
      }),
  );

  app.patch(
    '/orders/invoices/:invoiceId/milestone-dueInterval',
    {
      config: { owns: { invoiceId: 'invoice' } },
      schema: {
        tags,
        summary: 'Change an invoice’s milestone and interval; its due date is recomputed',
        description: changeNote,
        params: ZInvoiceParams,
        body: ZInvoiceMilestoneRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      setInvoiceMilestone(db, {
        ...(await acting(request)),
        invoiceId: request.params.invoiceId,
        ...request.body,
      }),
  );

  app.patch(
    '/orders/invoices/:invoiceId/update-status',
    {
      config: { owns: { invoiceId: 'invoice' } },
      schema: {
        tags,
        summary: 'Set an invoice’s status: PAID (MARK_PAID), PENDING (MARK_UNPAID), CANCELED',
        description:
          'CANCELED takes the invoice out of the schedule and waives its amount: the fee falls ' +
          'so the grand total falls by its total (CHANGE_FEE). A cancelled invoice set PAID or ' +
          'PENDING comes back with its amount. ' +
          changeNote,
        params: ZInvoiceParams,
        body: ZInvoiceStatusRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) =>
      setInvoiceStatus(db, {
        ...(await acting(request)),
        invoiceId: request.params.invoiceId,
        status: request.body.status,
      }),
  );

  const ZOfferParams = z.object({ serviceId: z.uuid(), orderId: ZOrderId });

  app.get(
    '/addons/services/:serviceId/orders/:orderId',
    {
      schema: {
        tags: ['addons'],
        summary: 'The service’s add-ons with the shoot’s add-on line and quantity of each',
        params: ZOfferParams,
        response: { 200: z.array(ZOrderAddonOption) },
      },
    },
    async (request) =>
      orderAddonOptions(db, { businessId: tenantOf(request).businessId, ...request.params }),
  );

  app.get(
    '/packages/services/:serviceId/orders/:orderId',
    {
      schema: {
        tags: ['packages'],
        summary: 'The service’s packages, which one the shoot has, and their price on its date',
        params: ZOfferParams,
        response: { 200: z.array(ZOrderPackageOption) },
      },
    },
    async (request) =>
      orderPackageOptions(db, { businessId: tenantOf(request).businessId, ...request.params }),
  );
}
