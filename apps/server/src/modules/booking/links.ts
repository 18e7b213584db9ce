// The links booking writes into emails, the calendar file and the payment page's returns, made
// from the app's public address (config.appUrl, e.g. https://studio.example.com) and the signed
// manage tokens of the process.
import type { SignedTokens } from '../../platform/signed-tokens.ts';

export class BookingLinks {
  constructor(
    readonly appUrl: string,
    private readonly tokens: SignedTokens,
  ) {}

  /** The token of the client's manage link: the capability to see and change one booking. */
  manageToken(orderId: string): string {
    return this.tokens.manageToken(orderId);
  }

  /** The order a manage token names, or null when it is not exactly one given out. */
  orderIdOf(token: string): string | null {
    return this.tokens.orderIdOf(token);
  }

  /** The client's manage page of a booking. */
  manageUrl(orderId: string): string {
    return `${this.appUrl}/booking/${encodeURIComponent(this.manageToken(orderId))}`;
  }

  /** The owner's shoot page. */
  shootUrl(orderId: string): string {
    return `${this.appUrl}/shoots/${orderId}`;
  }

  /** The public booking page of a service. */
  servicePageUrl(input: { businessSlug: string; serviceSlug: string }): string {
    return `${this.appUrl}/book/${encodeURIComponent(input.businessSlug)}/${encodeURIComponent(input.serviceSlug)}`;
  }
}
