// HTTP for the Google Calendar connection: its state (never a token), Google's consent page, the
// return from it, and the calendars whose busy times count. Disconnecting is
// DELETE /api/options/google-calendar/integration (the options module's route).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZGoogleCalendarCallbackRequest,
  ZGoogleCalendarChoiceRequest,
  ZGoogleCalendarConnectResponse,
  ZGoogleCalendarState,
  ZGoogleCalendarStateQuery,
} from '@studio/shared/integrations/google-calendar';
import { tenantOf } from '../../platform/auth.ts';
import { googleCalendarContextOf } from './context.ts';
import { chooseCalendars, connectionState, finishConnect, startConnect } from './connection.ts';

const tags = ['integrations'];

export async function googleCalendarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const context = googleCalendarContextOf(app.deps);

  app.get(
    '/integrations/google-calendar',
    {
      schema: {
        tags,
        summary: 'The Google Calendar connection: status, account, calendars (never a token)',
        description:
          'status RECONNECT_NEEDED: Google refused the grant (revoked or expired); the app shows ' +
          'a banner and the card asks to reconnect. With refresh=calendars (the card), a connected ' +
          'account’s calendar list is read again from Google.',
        querystring: ZGoogleCalendarStateQuery,
        response: { 200: ZGoogleCalendarState },
      },
    },
    async (request) =>
      connectionState(context, db, {
        ...tenantOf(request),
        refreshCalendars: request.query.refresh === 'calendars',
      }),
  );

  app.post(
    '/integrations/google-calendar/connect',
    {
      schema: {
        tags,
        summary: 'Google’s consent page to send the browser to (offline access to the calendars)',
        description:
          'The state names this business and signed-in person and lasts 15 minutes; Google sends ' +
          'the browser back to /management/integrations with code and state.',
        response: { 200: ZGoogleCalendarConnectResponse },
      },
    },
    async (request) => startConnect(context, tenantOf(request)),
  );

  app.post(
    '/integrations/google-calendar/callback',
    {
      schema: {
        tags,
        summary: 'Finish connecting with the code Google sent back',
        description:
          'A state of another business, person or an expired one is refused (400). The refresh ' +
          'token is kept sealed; the primary calendar blocks times until others are chosen.',
        body: ZGoogleCalendarCallbackRequest,
        response: { 200: ZGoogleCalendarState },
      },
    },
    async (request) =>
      finishConnect(context, db, {
        ...tenantOf(request),
        ...request.body,
      }),
  );

  app.put(
    '/integrations/google-calendar/calendars',
    {
      schema: {
        tags,
        summary: 'Choose the calendars whose busy times block bookable times',
        body: ZGoogleCalendarChoiceRequest,
        response: { 200: ZGoogleCalendarState },
      },
    },
    async (request) => chooseCalendars(context, db, { ...tenantOf(request), ...request.body }),
  );
}
