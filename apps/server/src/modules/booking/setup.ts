// What the booking module needs from the app's configuration outside a request (the payment
// webhook confirms bookings too): the public address for links in emails. Set once by the routes.
import type { Config } from '../../platform/config.ts';
import { useSignedTokenSecret } from '../../platform/signed-tokens.ts';

let appUrl: string | undefined;

export function configureBooking(input: { config: Pick<Config, 'appUrl'>; secret: string }): void {
  appUrl = input.config.appUrl;
  useSignedTokenSecret(input.secret);
}

/** The public address of the app (links in emails), e.g. https://studio.example.com. */
export function bookingAppUrl(): string {
  if (appUrl === undefined) throw new Error('booking used before configureBooking()');
  return appUrl;
}

export function manageUrlOf(manageToken: string): string {
  return `${bookingAppUrl()}/booking/${encodeURIComponent(manageToken)}`;
}
