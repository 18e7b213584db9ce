// HTTP for packages and add-ons: parse, call, present.
// The order routes (/packages|addons/services/{serviceId}/orders/{orderId}) come with orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAddon, ZPackage } from '@studio/shared/packages/contracts';
import {
  ZAddonSuggestions,
  ZAddonSuggestionsQuery,
  ZCreateAddonRequest,
  ZCreatePackageRequest,
  ZDeleteAddonQuery,
  ZDeletePackageQuery,
  ZReorderRequest,
  ZSetupPricingRequest,
  ZUpdateAddonRequest,
  ZUpdatePackageRequest,
} from '@studio/shared/packages/requests';
import { tenantOf } from '../../platform/auth.ts';
import {
  addonsOfService,
  addonSuggestions,
  createAddon,
  createPackage,
  deleteAddon,
  deletePackage,
  packagesOfService,
  reorderAddons,
  reorderPackages,
  setupPricing,
  updateAddon,
  updatePackage,
} from './service.ts';

const ZServiceParams = z.object({ id: z.uuid() });
const packageTags = ['packages'];
const addonTags = ['addons'];

export async function packageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/packages/service/:id',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: packageTags,
        summary: 'The packages of a service, in order',
        params: ZServiceParams,
        response: { 200: z.array(ZPackage) },
      },
    },
    async (request) =>
      packagesOfService(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
      }),
  );

  app.post(
    '/services/:id/packages',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: packageTags,
        summary: 'Add a package (appended after the others)',
        params: ZServiceParams,
        body: ZCreatePackageRequest,
        response: { 200: ZPackage },
      },
    },
    async (request) =>
      createPackage(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        fields: request.body,
      }),
  );

  app.put(
    '/services/:id/packages',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: packageTags,
        summary:
          'Replace the fields of the package named by body.id (fields left out take their defaults)',
        params: ZServiceParams,
        body: ZUpdatePackageRequest,
        response: { 200: ZPackage },
      },
    },
    async (request) => {
      const { id: packageId, ...fields } = request.body;
      return updatePackage(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        packageId,
        fields,
      });
    },
  );

  app.patch(
    '/services/:id/packages/order',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: packageTags,
        summary: 'Reorder the packages: ids names every package of the service once',
        params: ZServiceParams,
        body: ZReorderRequest,
        response: { 200: z.array(ZPackage) },
      },
    },
    async (request) =>
      reorderPackages(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        ids: request.body.ids,
      }),
  );

  app.delete(
    '/services/:id/packages',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: packageTags,
        summary: 'Delete a package; answers the packages left',
        params: ZServiceParams,
        querystring: ZDeletePackageQuery,
        response: { 200: z.array(ZPackage) },
      },
    },
    async (request) =>
      deletePackage(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        packageId: request.query.packageId,
      }),
  );

  app.post(
    '/services/:id/setup-pricing',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: packageTags,
        summary:
          'Create the first packages and add-ons of a new full session in one transaction (409 once it has packages)',
        params: ZServiceParams,
        body: ZSetupPricingRequest,
        response: { 200: z.object({ packages: z.array(ZPackage), addons: z.array(ZAddon) }) },
      },
    },
    async (request) =>
      setupPricing(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        request: request.body,
      }),
  );

  app.get(
    '/addons/service/:serviceId',
    {
      config: { owns: { serviceId: 'service' } },
      schema: {
        tags: addonTags,
        summary: 'The add-ons of a service, in order',
        params: z.object({ serviceId: z.uuid() }),
        response: { 200: z.array(ZAddon) },
      },
    },
    async (request) =>
      addonsOfService(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.serviceId,
      }),
  );

  app.get(
    '/addons/suggestions',
    {
      schema: {
        tags: addonTags,
        summary:
          'Distinct add-on names of the business matching the search anywhere (prefix matches first), at most 10',
        querystring: ZAddonSuggestionsQuery,
        response: { 200: ZAddonSuggestions },
      },
    },
    async (request) =>
      addonSuggestions(db, {
        businessId: tenantOf(request).businessId,
        search: request.query.search,
      }),
  );

  app.post(
    '/services/:id/addons',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: addonTags,
        summary: 'Add an add-on (appended after the others)',
        params: ZServiceParams,
        body: ZCreateAddonRequest,
        response: { 200: ZAddon },
      },
    },
    async (request) =>
      createAddon(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        fields: request.body,
      }),
  );

  app.put(
    '/services/:id/addons',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: addonTags,
        summary: 'Replace the fields of the add-on named by body.id',
        params: ZServiceParams,
        body: ZUpdateAddonRequest,
        response: { 200: ZAddon },
      },
    },
    async (request) => {
      const { id: addonId, ...fields } = request.body;
      return updateAddon(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        addonId,
        fields,
      });
    },
  );

  app.patch(
    '/services/:id/addons/order',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: addonTags,
        summary: 'Reorder the add-ons: ids names every add-on of the service once',
        params: ZServiceParams,
        body: ZReorderRequest,
        response: { 200: z.array(ZAddon) },
      },
    },
    async (request) =>
      reorderAddons(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        ids: request.body.ids,
      }),
  );

  app.delete(
    '/services/:id/addons',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: addonTags,
        summary: 'Delete an add-on; answers the add-ons left',
        params: ZServiceParams,
        querystring: ZDeleteAddonQuery,
        response: { 200: z.array(ZAddon) },
      },
    },
    async (request) =>
      deleteAddon(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        addonId: request.query.addonId,
      }),
  );
}
