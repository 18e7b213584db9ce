// The links booking writes into emails, the calendar file and the payment page's returns, made
// from the app's public address (config.appUrl, e.g. https://studio.example.com).

/** The client's manage page of a booking. */
export function manageUrlOf(appUrl: string, manageToken: string): string {
  return `${appUrl}/booking/${encodeURIComponent(manageToken)}`;
}

/** The owner's shoot page. */
export function shootUrlOf(appUrl: string, orderId: string): string {
  return `${appUrl}/shoots/${orderId}`;
}

/** The public booking page of a service. */
export function servicePageUrlOf(
  appUrl: string,
  input: { businessSlug: string; serviceSlug: string },
): string {
  return `${appUrl}/book/${encodeURIComponent(input.businessSlug)}/${encodeURIComponent(input.serviceSlug)}`;
}
