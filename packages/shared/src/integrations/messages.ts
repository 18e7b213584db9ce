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
} as const;
