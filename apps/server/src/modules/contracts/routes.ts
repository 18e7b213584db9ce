// HTTP for contracts: a shoot's contracts (/api/orders/{id}/contracts...), the countersign option,
// the photographer's adopted signature, and the client's signing page and PDF
// (/api/public/contracts/{token}...), also listed on the manage page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COUNTERSIGN_CONTRACTS,
  ZAdoptedSignature,
  ZBookingContract,
  ZContactContract,
  ZContractCounts,
  ZPublicContract,
  ZShootContract,
  ZShootContractDetail,
  ZShootContractList,
} from '@studio/shared/contracts/contracts';
import {
  ZAddShootContractRequest,
  ZAdoptSignatureRequest,
  ZSendContractRequest,
  ZSignContractRequest,
} from '@studio/shared/contracts/requests';
import { messages } from '@studio/shared/messages';
import { tenantOf } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { consumeRateLimit } from '../../platform/rate-limit.ts';
import type { EmailComposer } from '../emails/compose.ts';
import { writeOptionValue } from '../options/service.ts';
import { actorOf } from '../orders/service.ts';
import { countContracts, listContactContracts } from './overview-queries.ts';
import { pdfFileName } from './sealing-queue.ts';
import {
  addShootContract,
  countersignShootContract,
  getShootContract,
  listShootContracts,
  removeShootContract,
  retrySealing,
  sendShootContract,
  voidShootContract,
  type Origin,
} from './service.ts';
import {
  adoptedSignatureOf,
  adoptSignature,
  bookingContracts,
  contractIdOfToken,
  contractPdf,
  signContract,
  viewContract,
} from './signing.ts';

const tags = ['contracts'];
const ZOrderParams = z.object({ id: z.string().max(64) });
const ZContractParams = ZOrderParams.extend({
  contractId: z.uuid({ error: messages.contractNotFound }),
});
const ZTokenParams = z.object({ token: z.string().min(1).max(200) });
const owned = { owns: { id: 'order' } } as const;
const publicRoute = { access: 'public' as const };

/**
 * Per-address limits of the signing page: reading it is cheap and may be refreshed; a signature
 * is given once per contract, and a few retries after a refused one are plenty.
 */
const publicLimits = {
  view: { limit: 120, windowSeconds: 600 },
  sign: { limit: 20, windowSeconds: 600 },
} as const;

function originOf(request: FastifyRequest): Origin {
  return {
    ipAddress: clientAddress(request),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
  };
}

function sendPdf(reply: FastifyReply, file: { pdf: Buffer; name: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="${pdfFileName(file.name).replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(pdfFileName(file.name))}`,
    )
    .send(file.pdf);
}

export async function contractRoutes(
  fastify: FastifyInstance,
  options: { composer: EmailComposer },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, signedTokens } = app.deps;
  const { composer } = options;
  const limit = async (kind: keyof typeof publicLimits, request: FastifyRequest) => {
    if (!config.rateLimitEnabled) return;
    const { limit: most, windowSeconds } = publicLimits[kind];
    await consumeRateLimit(db, `contract:${kind}:${clientAddress(request)}`, most, windowSeconds);
  };
  const contractScope = (
    request: { params: { id: string; contractId: string } } & FastifyRequest,
  ) => ({
    businessId: tenantOf(request).businessId,
    orderId: request.params.id,
    contractId: request.params.contractId,
  });

  app.get(
    '/orders/contracts/count',
    {
      schema: {
        tags,
        summary: "The business's contracts waiting for the client, a countersignature or sealing",
        response: { 200: ZContractCounts },
      },
    },
    async (request) => countContracts(db, tenantOf(request).businessId),
  );

  app.get(
    '/orders/:id/contracts',
    {
      config: owned,
      schema: {
        tags,
        summary: "A shoot's contracts with their state and audit trail",
        description:
          "The service's contracts are prepared on the shoot the first time (its template, " +
          'filled with the shoot values when sent); contracts added by hand follow.',
        params: ZOrderParams,
        response: { 200: ZShootContractList },
      },
    },
    async (request) =>
      listShootContracts(db, {
        businessId: tenantOf(request).businessId,
        orderId: request.params.id,
      }),
  );

  app.post(
    '/orders/:id/contracts',
    {
      config: owned,
      schema: {
        tags,
        summary: 'Add a contract template to the shoot (not sent yet)',
        params: ZOrderParams,
        body: ZAddShootContractRequest,
        response: { 200: ZShootContract },
      },
    },
    async (request) =>
      addShootContract(db, {
        businessId: tenantOf(request).businessId,
        orderId: request.params.id,
        contractTemplateId: request.body.contractTemplateId,
      }),
  );

  app.get(
    '/orders/:id/contracts/:contractId',
    {
      config: owned,
      schema: {
        tags,
        summary: 'One contract with its content: as sent, or as it would be sent now',
        params: ZContractParams,
        response: { 200: ZShootContractDetail },
      },
    },
    async (request) =>
      getShootContract(db, { ...contractScope(request), links: composer.settings }),
  );

  app.delete(
    '/orders/:id/contracts/:contractId',
    {
      config: owned,
      schema: {
        tags,
        summary: 'Remove a contract not sent yet (409 once sent: void it instead)',
        params: ZContractParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeShootContract(db, contractScope(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/:id/contracts/:contractId/send',
    {
      config: owned,
      schema: {
        tags,
        summary: 'Email the client the signing link (again, while nobody signed)',
        description:
          'Fixes the content of a contract not sent yet. Without a body the "Contract to sign" ' +
          'email template goes; with subject and content, that text ([Contract Link] is the link).',
        params: ZContractParams,
        // Without a body (or with null) the template email goes.
        body: ZSendContractRequest.nullish(),
        response: { 200: ZShootContract },
      },
    },
    async (request) => {
      const { accountId } = tenantOf(request);
      const body = request.body;
      return sendShootContract(db, {
        ...contractScope(request),
        composer,
        actorName: (await actorOf(db, accountId)).name,
        ...(body?.subject !== undefined && body.content !== undefined
          ? { text: { subject: body.subject, content: body.content } }
          : {}),
      });
    },
  );

  app.post(
    '/orders/:id/contracts/:contractId/void',
    {
      config: owned,
      schema: {
        tags,
        summary: 'Void a contract: its link then says so; send a new one to change it',
        params: ZContractParams,
        response: { 200: ZShootContract },
      },
    },
    async (request) =>
      voidShootContract(db, {
        ...contractScope(request),
        actorName: (await actorOf(db, tenantOf(request).accountId)).name,
      }),
  );

  app.post(
    '/orders/:id/contracts/:contractId/countersign',
    {
      config: owned,
      schema: {
        tags,
        summary: "Countersign with the account's adopted signature, after the client signed",
        params: ZContractParams,
        response: { 200: ZShootContract },
      },
    },
    async (request) =>
      countersignShootContract(db, {
        ...contractScope(request),
        accountId: tenantOf(request).accountId,
        origin: originOf(request),
      }),
  );

  app.post(
    '/orders/:id/contracts/:contractId/seal',
    {
      config: owned,
      schema: {
        tags,
        summary: 'Try again to make the sealed PDF after sealing gave up',
        params: ZContractParams,
        response: { 200: ZShootContract },
      },
    },
    async (request) => retrySealing(db, contractScope(request)),
  );

  app.get(
    '/orders/:id/contracts/:contractId/pdf',
    {
      config: owned,
      schema: {
        tags,
        summary: 'The sealed PDF of a completed contract (404 until it is made)',
        params: ZContractParams,
      },
    },
    async (request, reply) => {
      const scope = contractScope(request);
      // Scoped to the shoot: the contract must be this shoot's, not only this business's.
      await getShootContract(db, { ...scope, links: composer.settings });
      return sendPdf(
        reply,
        await contractPdf(db, { contractId: scope.contractId, businessId: scope.businessId }),
      );
    },
  );

  app.get(
    '/customers/:id/contracts',
    {
      config: { owns: { id: 'customer' } },
      schema: {
        tags,
        summary: "The contracts sent for a contact's shoots, newest first",
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(ZContactContract) },
      },
    },
    async (request) =>
      listContactContracts(db, {
        businessId: tenantOf(request).businessId,
        customerId: request.params.id,
      }),
  );

  app.post(
    '/options/countersign-contracts',
    {
      schema: {
        tags,
        summary: 'Countersign contracts: the photographer signs each one after the client',
        description: 'Applies to contracts sent from now on; one sent before keeps its terms.',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { businessId } = tenantOf(request);
      await writeOptionValue(db, { businessId, name: COUNTERSIGN_CONTRACTS, value: true });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/options/countersign-contracts',
    {
      schema: {
        tags,
        summary: 'Stop countersigning contracts sent from now on',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { businessId } = tenantOf(request);
      await writeOptionValue(db, { businessId, name: COUNTERSIGN_CONTRACTS, value: false });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/account/signature',
    {
      schema: {
        tags,
        summary: 'The signature the photographer adopted for countersigning (null before)',
        response: { 200: ZAdoptedSignature.nullable() },
      },
    },
    async (request) => adoptedSignatureOf(db, tenantOf(request).accountId),
  );

  app.put(
    '/account/signature',
    {
      schema: {
        tags,
        summary: 'Adopt (or replace) the signature used for countersigning',
        body: ZAdoptSignatureRequest,
        response: { 200: ZAdoptedSignature },
      },
    },
    async (request) => {
      const adopted = await adoptSignature(db, {
        accountId: tenantOf(request).accountId,
        request: request.body,
      });
      if (!adopted) throw new Error('the adopted signature was not stored');
      return adopted;
    },
  );

  app.get(
    '/public/contracts/:token',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The signing page of one contract (the first look is recorded as viewed)',
        description:
          'A token that is not exactly one sent answers 404 messages.contractLinkInvalid. A voided ' +
          'contract answers its state VOIDED and no content.',
        params: ZTokenParams,
        response: { 200: ZPublicContract },
      },
    },
    async (request, reply) => {
      await limit('view', request);
      void reply.header('cache-control', 'no-store');
      return viewContract(db, {
        contractId: contractIdOfToken(signedTokens, request.params.token),
        origin: originOf(request),
      });
    },
  );

  app.post(
    '/public/contracts/:token/sign',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign the contract: consent, the full name and a typed or drawn signature',
        description:
          'contentSha256 is the one the page was given: 409 messages.contractChanged when it is ' +
          'not the contract as sent, 409 messages.contractAlreadySigned for a second signature ' +
          '(two tabs: exactly one is recorded), 409 messages.contractVoided once voided.',
        params: ZTokenParams,
        body: ZSignContractRequest,
        response: { 200: ZPublicContract },
      },
    },
    async (request) => {
      await limit('sign', request);
      return signContract(db, {
        contractId: contractIdOfToken(signedTokens, request.params.token),
        request: request.body,
        origin: originOf(request),
      });
    },
  );

  app.get(
    '/public/contracts/:token/pdf',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The sealed PDF of the signed contract (404 until it is made)',
        params: ZTokenParams,
      },
    },
    async (request, reply) => {
      await limit('view', request);
      const contractId = contractIdOfToken(signedTokens, request.params.token);
      return sendPdf(reply, await contractPdf(db, { contractId }));
    },
  );

  app.get(
    '/public/bookings/:token/contracts',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "The contracts of a booking, for the client's manage page",
        params: ZTokenParams,
        response: { 200: z.array(ZBookingContract) },
      },
    },
    async (request, reply) => {
      await limit('view', request);
      const orderId = signedTokens.orderIdOf(request.params.token);
      if (!orderId) throw AppError.notFound(messages.bookingNotFound);
      void reply.header('cache-control', 'no-store');
      return bookingContracts(db, { orderId, tokens: signedTokens });
    },
  );
}
