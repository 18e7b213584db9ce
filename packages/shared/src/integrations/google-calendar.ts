// Google Calendar, both ways: the owner's calendars block bookable times (free/busy) and shoots
// are written to the Google account's primary calendar as events.
import { z } from 'zod';
import { requiredText } from '../validation.ts';
import { integrationMessages as m } from './messages.ts';

export const googleCalendarStatuses = ['DISCONNECTED', 'CONNECTED', 'RECONNECT_NEEDED'] as const;
export type TGoogleCalendarStatus = (typeof googleCalendarStatuses)[number];

/** How many calendars may block times: Google's free/busy answers at most 50 per query. */
export const MAX_BUSY_CALENDARS = 50;

export const ZGoogleCalendarEntry = z.object({
  id: z.string(),
  summary: z.string(),
  isPrimary: z.boolean(),
  /** Its busy times block bookable times and show as conflicts in the shoot form. */
  isChosen: z.boolean(),
});
export type TGoogleCalendarEntry = z.infer<typeof ZGoogleCalendarEntry>;

/** GET /api/integrations/google-calendar (never any token). */
export const ZGoogleCalendarState = z.object({
  /** Whether the server has Google's OAuth client (the sign-in's); without it nothing connects. */
  isConfigured: z.boolean(),
  status: z.enum(googleCalendarStatuses),
  /** The Google account connected. */
  email: z.string().nullable(),
  connectedAt: z.iso.datetime().nullable(),
  calendars: z.array(ZGoogleCalendarEntry),
  /** Shoot changes not yet written to Google (waiting, retried) and given up on. */
  pendingWrites: z.number().int(),
  failedWrites: z.number().int(),
});
export type TGoogleCalendarState = z.infer<typeof ZGoogleCalendarState>;

/** GET /api/integrations/google-calendar?refresh=calendars reads the calendar list from Google. */
export const ZGoogleCalendarStateQuery = z.object({ refresh: z.enum(['calendars']).optional() });

/** POST /api/integrations/google-calendar/connect: Google's consent page to send the browser to. */
export const ZGoogleCalendarConnectResponse = z.object({ url: z.string() });
export type TGoogleCalendarConnectResponse = z.infer<typeof ZGoogleCalendarConnectResponse>;

/** POST /api/integrations/google-calendar/callback: what Google sent the browser back with. */
export const ZGoogleCalendarCallbackRequest = z.object({
  code: requiredText('code', 2048),
  state: requiredText('state', 4096),
});
export type TGoogleCalendarCallbackRequest = z.input<typeof ZGoogleCalendarCallbackRequest>;

/** PUT /api/integrations/google-calendar/calendars: the calendars whose busy times count. */
export const ZGoogleCalendarChoiceRequest = z.object({
  calendarIds: z
    .array(z.string().trim().min(1).max(1024))
    .max(MAX_BUSY_CALENDARS, m.tooManyCalendars(MAX_BUSY_CALENDARS)),
});
export type TGoogleCalendarChoiceRequest = z.input<typeof ZGoogleCalendarChoiceRequest>;

/** Where Google sends the browser back to after consent (the integrations page). */
export const GOOGLE_CALENDAR_RETURN_PATH = '/management/integrations';
