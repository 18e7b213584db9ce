// HTTP for the business options. The logo lives with the uploads (platform/storage).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUpdateBusinessProfileRequest } from '@studio/shared/business/contracts';
import {
  DEMO_DATA,
  ZGenericOptionName,
  ZGetOptionQuery,
  ZOption,
  ZNewVersionNotice,
} from '@studio/shared/options/contracts';
import {
  FACEBOOK_CONVERSIONS,
  FACEBOOK_PIXEL,
  GOOGLE_CALENDAR,
  GOOGLE_ANALYTICS,
  ZFacebookPixelRequest,
  ZGoogleAnalyticsRequest,
  ZIntegrationOptionParams,
} from '@studio/shared/integrations/contracts';
import { providerOfOption } from '@studio/shared/newsletters/contracts';
import { tenantOf } from '../../platform/auth.ts';
import { disconnectFacebook } from '../facebook/service.ts';
import { disconnectNewsletter } from '../newsletters/service.ts';
import { updateBusinessProfile } from '../businesses/profile-service.ts';
import { getOption, mergeLastSeen, setOption, ZLastSeenValue } from './service.ts';
import { removeTrackingId, setTrackingId } from './tracking.ts';
import {
  clientEmails,
  readTypedOption,
  typographyTheme,
  webBuilderSettings,
  zoomMeeting,
  type TypedOption,
} from './typed-options.ts';
import { disconnect as disconnectGoogleCalendar } from '../google-calendar/connection.ts';
import { googleCalendarContextOf } from '../google-calendar/context.ts';

const COLOR_THEME = 'color-theme';
const tags = ['options'];

export async function optionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/options',
    { schema: { tags, querystring: ZGetOptionQuery, response: { 200: ZOption } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      return getOption(db, { businessId, name: request.query.optionName });
    },
  );

  app.get(
    '/options/data-demo',
    { schema: { tags, response: { 200: ZOption } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      return getOption(db, { businessId, name: DEMO_DATA });
    },
  );

  app.post(
    '/options/last-seen/merge',
    { schema: { tags, body: z.object({ value: ZLastSeenValue }), response: { 200: ZOption } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      return mergeLastSeen(db, { businessId, seen: request.body.value });
    },
  );

  // The brand colour is a business field; this is the options-screen way of setting it.
  app.post(
    `/options/${COLOR_THEME}`,
    {
      schema: {
        tags,
        body: z.object({ value: ZUpdateBusinessProfileRequest.shape.brandColor }),
        response: { 200: ZOption },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const business = await updateBusinessProfile(db, {
        businessId,
        changes: { brandColor: request.body.value },
      });
      return { name: COLOR_THEME, value: business.brandColor };
    },
  );

  // The tracking ids have their own routes, so the value is always checked (the generic
  // /options/:name stores any JSON).
  app.post(
    `/options/${GOOGLE_ANALYTICS}`,
    {
      schema: {
        tags,
        summary: 'Set the Google Analytics measurement id (G-XXXXXXX) the public pages load',
        body: ZGoogleAnalyticsRequest,
        response: { 200: ZOption },
      },
    },
    async (request) =>
      setTrackingId(db, {
        ...tenantOf(request),
        name: GOOGLE_ANALYTICS,
        value: request.body.value,
      }),
  );

  app.post(
    `/options/${FACEBOOK_PIXEL}`,
    {
      schema: {
        tags,
        summary: 'Set the Facebook pixel id (digits) the public pages load',
        body: ZFacebookPixelRequest,
        response: { 200: ZOption },
      },
    },
    async (request) =>
      setTrackingId(db, { ...tenantOf(request), name: FACEBOOK_PIXEL, value: request.body.value }),
  );

  app.delete(
    '/options/:name/integration',
    {
      schema: {
        tags,
        summary:
          'Disconnect an integration (google-analytics, facebook-pixel, mailchimp-setup, flodesk-setup, facebook-conversions, google-calendar)',
        description:
          'google-calendar forgets the Google connection, its busy times and the writes still ' +
          'waiting, and revokes the grant at Google; the events already written stay in the ' +
          'Google calendar.',
        params: ZIntegrationOptionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { businessId } = tenantOf(request);
      const { name } = request.params;
      if (name === GOOGLE_ANALYTICS || name === FACEBOOK_PIXEL)
        await removeTrackingId(db, { businessId, name });
      else if (name === FACEBOOK_CONVERSIONS) await disconnectFacebook(db, { businessId });
      else if (name === GOOGLE_CALENDAR)
        await disconnectGoogleCalendar(googleCalendarContextOf(app.deps), db, { businessId });
      else await disconnectNewsletter(db, { businessId, provider: providerOfOption[name] });
      return reply.status(204).send(null);
    },
  );

  // The options of this module with a shape of their own: GET answers the value or its default,
  // POST checks the body against the shape (400 with the field's message) and replaces it.
  const typed: TypedOption<z.ZodType>[] = [
    typographyTheme,
    clientEmails,
    webBuilderSettings,
    zoomMeeting,
  ];
  for (const option of typed) {
    app.get(
      `/options/${option.name}`,
      {
        schema: {
          tags,
          summary: `${option.summary}; the default when never saved`,
          response: { 200: ZOption },
        },
      },
      async (request) => ({
        name: option.name,
        value: await readTypedOption(db, option, tenantOf(request).businessId),
      }),
    );
    app.post(
      `/options/${option.name}`,
      {
        schema: {
          tags,
          summary: option.summary,
          body: z.object({ value: option.schema }),
          response: { 200: ZOption },
        },
      },
      async (request) => {
        const { businessId } = tenantOf(request);
        return setOption(db, { businessId, name: option.name, value: request.body.value });
      },
    );
  }

  // The option without a route of its own: NEW_VERSION_NOTICE, checked against its shape; any
  // other name answers 400 messages.unknownOption.
  app.post(
    '/options/:name',
    {
      schema: {
        tags,
        summary: 'Save NEW_VERSION_NOTICE (other options have their own routes)',
        params: z.object({ name: ZGenericOptionName }),
        body: z.object({ value: ZNewVersionNotice.nullable() }),
        response: { 200: ZOption },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return setOption(db, { businessId, name: request.params.name, value: request.body.value });
    },
  );
}
