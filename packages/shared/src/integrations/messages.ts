// The texts of the integrations (calendar feed, analytics, pixel), word for word.
export const integrationMessages = {
  measurementIdRequired: 'Please enter your Google Analytics measurement ID',
  measurementIdFormat: 'A measurement ID looks like G-XXXXXXX: G- followed by letters and digits',
  pixelIdRequired: 'Please enter your Facebook pixel ID',
  pixelIdFormat: 'A pixel ID is made of digits only, such as 123456789012345',
  unknownIntegrationOption: 'This option is not an integration',
  feedNotFound: 'This calendar feed does not exist or was disconnected',
  disconnectGoogle: 'Are you sure you want to disconnect from your Google account?',
  disconnectFacebook: 'Are you sure you want to disconnect from your Facebook account?',
  disconnectCalendar:
    'Are you sure you want to disconnect the calendar feed? Calendars subscribed to it stop updating.',
  regenerateCalendarTitle: 'Regenerate the feed URL?',
  regenerateCalendar:
    'The old URL stops working: calendars subscribed to it stop updating until you subscribe them to the new one.',
  apiKeyRequired: 'Please enter your API key',
  mailchimpKeyFormat:
    'A Mailchimp API key ends with its data center after a dash, such as 0123456789abcdef-us21',
  newsletterKeyRefused: (provider: string) =>
    `${provider} refused this API key. Copy the key again from your ${provider} account.`,
  newsletterUnreachable: (provider: string) =>
    `We could not reach ${provider} just now. Please try again in a few minutes.`,
  newsletterNotConnected: (provider: string) => `${provider} is not connected`,
  newsletterListRequired: (listLabel: string) => `Please choose the ${listLabel}`,
  newsletterListUnknown: (listLabel: string) =>
    `This ${listLabel} was not found in your account. Reload the list and choose again.`,
  disconnectNewsletter: (provider: string) =>
    `Are you sure you want to disconnect ${provider}? Clients who tick the newsletter box are no longer added.`,
  newsletterConsentLabel: (businessName: string) =>
    `Keep me updated: add me to ${businessName}'s newsletter`,
  accessTokenRequired: 'Please enter your Conversions API access token',
  facebookNotConnected: 'The Conversions API is not connected',
  facebookTokenRefused:
    'Facebook refused this access token or pixel ID. Check both in Events Manager.',
  facebookUnreachable: 'We could not reach Facebook just now. Please try again in a few minutes.',
  eventNameRequired: 'Please give the event name',
  googleCalendarNotConfigured: 'Google Calendar is not configured on this server',
  googleCalendarNotConnected: 'Google Calendar is not connected',
  googleCalendarStateInvalid:
    'This Google connection was started elsewhere or has expired. Please connect again.',
  googleCalendarRefused: 'Google did not connect the calendar. Please try again.',
  googleCalendarUnreachable: 'Google could not be reached. Please try again in a moment.',
  googleCalendarMissingOffline:
    'Google did not give lasting access. Remove Studio from your Google account’s connections and connect again.',
  unknownCalendar: 'This calendar is not one of the connected Google account’s calendars',
  tooManyCalendars: (max: number) => `Choose at most ${max} calendars`,
  googleCalendarReconnectBanner:
    'Google Calendar needs to be reconnected: its busy times cannot be read and shoots are not written to it until then.',
  googleCalendarReconnectSubject: 'Reconnect Google Calendar',
  googleCalendarReconnectText: (email: string, url: string) =>
    `Google no longer accepts Studio’s access to the calendars of ${email}: the access was revoked or has expired.\n\n` +
    'Until you reconnect, times in your booking pages that depended on these calendars are not offered, and shoots are not written to Google Calendar (they are kept and written once you reconnect).\n\n' +
    `Reconnect on Management > Integrations: ${url}`,
} as const;
