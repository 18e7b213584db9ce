// HTTP for the newsletter tools: GET and POST /api/options/mailchimp-setup and /flodesk-setup (the
// state; connect with a key or choose the list) and their /lists. Disconnecting is
// DELETE /api/options/{name}/integration in the options module.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FLODESK_SETUP,
  MAILCHIMP_SETUP,
  newsletterLabels,
  ZFlodeskSetupRequest,
  ZMailchimpSetupRequest,
  ZNewsletterLists,
  ZNewsletterState,
  type TNewsletterProvider,
} from '@studio/shared/newsletters/contracts';
import { tenantOf } from '../../platform/auth.ts';
import {
  chooseNewsletterList,
  connectNewsletter,
  newsletterDepsOf,
  newsletterLists,
  newsletterState,
} from './service.ts';

const tags = ['integrations'];

export async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = newsletterDepsOf(app.deps);
  const setups: [string, TNewsletterProvider, typeof ZMailchimpSetupRequest][] = [
    [MAILCHIMP_SETUP, 'MAILCHIMP', ZMailchimpSetupRequest],
    [FLODESK_SETUP, 'FLODESK', ZFlodeskSetupRequest],
  ];
  for (const [name, provider, body] of setups) {
    const { name: label, list } = newsletterLabels[provider];
    app.get(
      `/options/${name}`,
      {
        schema: {
          tags,
          summary: `Whether ${label} is connected, its account and ${list} (never the key)`,
          response: { 200: ZNewsletterState },
        },
      },
      async (request) => newsletterState(deps.db, { ...tenantOf(request), provider }),
    );
    app.get(
      `/options/${name}/lists`,
      {
        schema: {
          tags,
          summary: `The ${list}s of the connected ${label} account`,
          response: { 200: ZNewsletterLists },
        },
      },
      async (request) => newsletterLists(deps, { ...tenantOf(request), provider }),
    );
    app.post(
      `/options/${name}`,
      {
        schema: {
          tags,
          summary: `Connect ${label} with an API key (checked with ${label}), or choose the ${list} clients who tick the newsletter box are added to`,
          body,
          response: { 200: ZNewsletterState },
        },
      },
      async (request) => {
        const { businessId } = tenantOf(request);
        const { apiKey, listId } = request.body;
        let state = apiKey
          ? await connectNewsletter(deps, { businessId, provider, apiKey })
          : await newsletterState(deps.db, { businessId, provider });
        if (listId) state = await chooseNewsletterList(deps, { businessId, provider, listId });
        return state;
      },
    );
  }
}
