// HTTP for /api/business-domains (the business's product domain and its custom domains) and
// /api/tls/ask, which Caddy asks before it gets a certificate for a hostname on demand.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  normalizeHostname,
  ZBusinessDomains,
  ZCustomDomain,
  ZCustomDomainQuery,
  ZCustomDomainRequest,
  ZValidateDomainQuery,
  ZValidateDomainResponse,
} from '@studio/shared/domains/contracts';
import { tenantOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { domainMessages } from '@studio/shared/domains/messages';
import {
  activateDomain,
  activeDomainBusiness,
  addDomain,
  checkDomainNow,
  domainsContextOf,
  listDomains,
  removeDomain,
  validateProductDomain,
} from './service.ts';

const tags = ['business-domains'];

export async function domainRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const context = domainsContextOf(app.deps);
  const { productHost } = context.target;

  app.get(
    '/business-domains/validate-domain',
    {
      schema: {
        tags,
        summary:
          'Whether a product domain (the slug in /book/{domain}) is valid and free: the first broken rule’s message, or taken by another business',
        querystring: ZValidateDomainQuery,
        response: { 200: ZValidateDomainResponse },
      },
    },
    async (request) =>
      validateProductDomain(context.db, {
        ...tenantOf(request),
        value: request.query.domain,
        productHost,
      }),
  );

  app.get(
    '/business-domains/domains',
    {
      schema: {
        tags,
        summary:
          'The product domain and the custom domains, each with its state and the DNS records to add',
        response: { 200: ZBusinessDomains },
      },
    },
    async (request) => listDomains(context, { ...tenantOf(request), appUrl: config.appUrl }),
  );

  app.post(
    '/business-domains/domain',
    {
      schema: {
        tags,
        summary:
          'Connect a custom domain (201, PENDING); 200 when the business has it already; 409 when another business has it',
        body: ZCustomDomainRequest,
        response: { 200: ZCustomDomain, 201: ZCustomDomain },
      },
    },
    async (request, reply) => {
      const { domain, isNew } = await addDomain(context, {
        ...tenantOf(request),
        hostname: request.body.domain,
        now: new Date(),
      });
      return reply.status(isNew ? 201 : 200).send(domain);
    },
  );

  app.get(
    '/business-domains/check-dns',
    {
      schema: {
        tags,
        summary:
          'Check a custom domain’s DNS records now; answers its new state (ACTIVE once verified) and the reason otherwise',
        querystring: ZCustomDomainQuery,
        response: { 200: ZCustomDomain },
      },
    },
    async (request) =>
      checkDomainNow(context, {
        ...tenantOf(request),
        hostname: request.query.domain,
        now: new Date(),
      }),
  );

  app.post(
    '/business-domains/register-domain-and-ssl',
    {
      schema: {
        tags,
        summary:
          'Serve a verified custom domain (ACTIVE; TLS certificates come on demand); 409 with the reason when not verified yet',
        body: ZCustomDomainRequest,
        response: { 200: ZCustomDomain },
      },
    },
    async (request) =>
      activateDomain(context, { ...tenantOf(request), hostname: request.body.domain }),
  );

  app.delete(
    '/business-domains/domain',
    {
      schema: {
        tags,
        summary: 'Disconnect a custom domain: the site stops answering on it',
        querystring: ZCustomDomainQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeDomain(context.db, { ...tenantOf(request), hostname: request.query.domain });
      return reply.status(204).send(null);
    },
  );

  // Public and cheap, for the TLS proxy on this machine: one indexed lookup, no DNS.
  app.get(
    '/tls/ask',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'For on-demand TLS: 200 when the domain is an ACTIVE custom domain or the product’s own host, 404 otherwise',
        querystring: z.object({ domain: z.string().max(512).optional() }),
        response: { 200: z.null() },
      },
    },
    async (request, reply) => {
      const hostname = normalizeHostname(request.query.domain ?? '');
      const isServed =
        hostname !== '' &&
        (hostname === productHost || (await activeDomainBusiness(context.db, hostname)) !== null);
      // Not served: a 404 problem like every other refusal (Caddy reads only the status).
      if (!isServed) throw AppError.notFound(domainMessages.hostnameNotServed);
      return reply.status(200).send(null);
    },
  );
}
