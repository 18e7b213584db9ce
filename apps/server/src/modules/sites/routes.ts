// HTTP for the website builder (business-scoped): the page tree, a page's draft, the theme and
// menu, and publishing. Routes parse, call one service function, answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  siteMessages,
  ZCreateSitePageRequest,
  ZMoveSitePageRequest,
  ZPublishSiteResult,
  ZSaveSitePageDraftRequest,
  ZSaveSiteSettingsRequest,
  ZSetupSiteRequest,
  ZSetupSiteResult,
  ZSiteTemplateCatalogue,
  ZSiteTemplateContent,
  ZSitePage,
  ZSitePageDraft,
  ZSitePageList,
  ZSiteSettings,
  ZUpdateSitePageRequest,
} from '@studio/site/contracts';
import { ZPageSeo, ZSeoSettings, ZSiteSeo } from '@studio/site/seo';
import { looks } from '@studio/site/templates/index';
import { tenantOf } from '../../platform/auth.ts';
import {
  createPage,
  deletePage,
  getDraft,
  getPage,
  listPages,
  movePage,
  saveDraft,
  updatePage,
} from './page-service.ts';
import { publishSite } from './publish.ts';
import { getSeoSettings, savePageSeo, saveSiteSeo } from './seo-service.ts';
import { getSiteSettings, saveSiteSettings } from './settings-service.ts';
import { setupSiteFromLook } from './site-setup.ts';
import { filledTemplate, templateCatalogue, templatePreview } from './template-service.ts';

const tags = ['website'];
const ZIdParams = z.object({ id: z.uuid() });
const owns = { owns: { id: 'sitePage' } };
const ZTemplateParams = z.object({ id: z.string().min(1).max(80) });

/** The setup request, with the looks of the catalogue listed in the document. */
const ZSetupSiteBody = ZSetupSiteRequest.extend({
  lookId: ZSetupSiteRequest.shape.lookId.meta({ enum: looks.map((look) => look.id) }),
});

export async function siteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, storage } = app.deps;

  // A path naming another business's (or an unknown) page answers 404.
  app.ownership.register('sitePage', {
    notFound: siteMessages.pageNotFound,
    check: ({ businessId, id }) => getPage(db, { businessId, id }),
  });

  app.get(
    '/site/pages',
    {
      schema: {
        tags,
        summary: 'The website’s pages: parents before children, siblings in order, home first',
        description: 'The home page (slug "") is made with starter content on the first call.',
        response: { 200: ZSitePageList },
      },
    },
    async (request) => ({ pages: await listPages(db, tenantOf(request)) }),
  );

  app.post(
    '/site/pages',
    {
      schema: {
        tags,
        summary: 'Add a page (201); its address is made from the title when none is given',
        description: `409 '${siteMessages.slugTaken}' when the address is taken.`,
        body: ZCreateSitePageRequest,
        response: { 201: ZSitePage },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createPage(db, {
          businessId: tenantOf(request).businessId,
          page: request.body,
          storage,
        }),
      ),
  );

  app.patch(
    '/site/pages/:id',
    {
      config: owns,
      schema: {
        tags,
        summary: 'Rename a page or change its address (the home page keeps its address)',
        params: ZIdParams,
        body: ZUpdateSitePageRequest,
        response: { 200: ZSitePage },
      },
    },
    async (request) =>
      updatePage(db, {
        businessId: tenantOf(request).businessId,
        id: request.params.id,
        changes: request.body,
      }),
  );

  app.post(
    '/site/pages/:id/move',
    {
      config: owns,
      schema: {
        tags,
        summary: 'Move a page under a parent (null: top level) at a position; answers all pages',
        params: ZIdParams,
        body: ZMoveSitePageRequest,
        response: { 200: ZSitePageList },
      },
    },
    async (request) => ({
      pages: await movePage(db, {
        businessId: tenantOf(request).businessId,
        id: request.params.id,
        move: request.body,
      }),
    }),
  );

  app.delete(
    '/site/pages/:id',
    {
      config: owns,
      schema: {
        tags,
        summary: 'Delete a page and the pages under it, from the draft and the live site (204)',
        description: `The home page answers 400 '${siteMessages.homeCannotBeDeleted}'.`,
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deletePage(db, { businessId: tenantOf(request).businessId, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/site/pages/:id/draft',
    {
      config: owns,
      schema: {
        tags,
        summary: 'A page’s draft (Puck page data) and the version a save must name',
        params: ZIdParams,
        response: { 200: ZSitePageDraft },
      },
    },
    async (request) =>
      getDraft(db, { businessId: tenantOf(request).businessId, id: request.params.id }),
  );

  app.put(
    '/site/pages/:id/draft',
    {
      config: owns,
      schema: {
        tags,
        summary: 'Save a page’s draft (autosave)',
        description:
          'Every block is checked against its schema: 400 with one error per problem, each ' +
          "naming the block ('Hero block 1: Heading must be at most 120 characters'). Rich text " +
          `is sanitised before it is stored. A version older than the stored one answers 409 '${siteMessages.draftConflict}'.`,
        params: ZIdParams,
        body: ZSaveSitePageDraftRequest,
        response: { 200: ZSitePageDraft },
      },
    },
    async (request) =>
      saveDraft(db, {
        businessId: tenantOf(request).businessId,
        id: request.params.id,
        data: request.body.data,
        version: request.body.version,
      }),
  );

  app.get(
    '/site/settings',
    {
      schema: {
        tags,
        summary: 'The website’s theme and menu drafts, with where the live site answers',
        response: { 200: ZSiteSettings },
      },
    },
    async (request) => getSiteSettings(db, tenantOf(request)),
  );

  app.put(
    '/site/settings',
    {
      schema: {
        tags,
        summary: 'Save the theme and menu drafts',
        description: `A version older than the stored one answers 409 '${siteMessages.settingsConflict}'.`,
        body: ZSaveSiteSettingsRequest,
        response: { 200: ZSiteSettings },
      },
    },
    async (request) =>
      saveSiteSettings(db, { businessId: tenantOf(request).businessId, settings: request.body }),
  );

  app.post(
    '/site/publish',
    {
      schema: {
        tags,
        summary: 'Publish: every page’s draft, the theme and the menu go live together',
        response: { 200: ZPublishSiteResult },
      },
    },
    async (request) => publishSite(db, tenantOf(request)),
  );

  app.get(
    '/site/seo',
    {
      schema: {
        tags,
        summary: 'The website’s SEO drafts: the site’s title, description, images, and each page’s',
        description: 'Like the theme, they go live when the website is published.',
        response: { 200: ZSeoSettings },
      },
    },
    async (request) => getSeoSettings(db, { ...tenantOf(request), appUrl: config.appUrl }),
  );

  app.put(
    '/site/seo',
    {
      schema: {
        tags,
        summary: 'Save the site’s title, description, social image and favicon (drafts)',
        description:
          'The images must be this business’s uploads (POST /api/upload/image): another address ' +
          'answers 400.',
        body: ZSiteSeo,
        response: { 200: ZSeoSettings },
      },
    },
    async (request) =>
      saveSiteSeo(db, {
        businessId: tenantOf(request).businessId,
        seo: request.body,
        appUrl: config.appUrl,
      }),
  );

  app.put(
    '/site/pages/:id/seo',
    {
      config: owns,
      schema: {
        tags,
        summary: 'Save a page’s search title, description and noindex (drafts)',
        params: ZIdParams,
        body: ZPageSeo,
        response: { 200: z.object({ seo: ZPageSeo }) },
      },
    },
    async (request) =>
      savePageSeo(db, {
        businessId: tenantOf(request).businessId,
        id: request.params.id,
        seo: request.body,
      }),
  );

  app.get(
    '/site/templates',
    {
      schema: {
        tags,
        summary: 'The page and section templates and the looks a site can be set up in',
        response: { 200: ZSiteTemplateCatalogue },
      },
    },
    async () => templateCatalogue(),
  );

  app.get(
    '/site/templates/:id',
    {
      schema: {
        tags,
        summary: 'A template filled with the business’s details and photos (Puck page data)',
        description: `An unknown template answers 404 '${siteMessages.templateNotFound}'.`,
        params: ZTemplateParams,
        response: { 200: ZSiteTemplateContent },
      },
    },
    async (request) => ({
      id: request.params.id,
      data: await filledTemplate(db, {
        businessId: tenantOf(request).businessId,
        id: request.params.id,
        storage,
      }),
    }),
  );

  app.get(
    '/site/templates/:id/preview',
    {
      schema: {
        tags,
        summary: 'A template rendered as the live site would show it (the picker’s thumbnail)',
        description: 'An HTML document, never indexed, with the business’s data and theme.',
        params: ZTemplateParams,
      },
    },
    async (request, reply) => {
      const html = await templatePreview(db, {
        businessId: tenantOf(request).businessId,
        id: request.params.id,
        appUrl: config.appUrl,
        storage,
      });
      // Private to the owner; a short cache keeps the picker quick when it is opened again.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, max-age=60')
        .send(html);
    },
  );

  app.post(
    '/site/setup',
    {
      schema: {
        tags,
        summary: 'Set the website up from a look: its pages, theme and menu, in one transaction',
        description:
          'The pages are drafts until the site is published. A site with pages of its own answers ' +
          `409 '${siteMessages.setupWouldReplace}' unless replaceExisting is true.`,
        body: ZSetupSiteBody,
        response: { 200: ZSetupSiteResult },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { pages } = await setupSiteFromLook(db, { ...tenant, ...request.body, storage });
      return { pages, settings: await getSiteSettings(db, tenant) };
    },
  );
}
