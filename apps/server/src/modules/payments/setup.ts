// The payments module's process-wide settings, set once by buildApp: the crypto box that seals
// connection secrets and where the Stripe SDK sends its calls. Held here because other modules
// call startPayment with only a database.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { createCryptoBox, type CryptoBox } from '../../platform/crypto-box.ts';

export type PaymentsSetup = {
  box: CryptoBox;
  stripeApi: Config['stripeApi'];
  /** For provider failures that answer the client only a 502. */
  log: FastifyBaseLogger | undefined;
};

let current: PaymentsSetup | undefined;

export function configurePayments(input: {
  appSecret: string;
  stripeApi: Config['stripeApi'];
  log?: FastifyBaseLogger;
}): void {
  current = {
    box: createCryptoBox(input.appSecret),
    stripeApi: input.stripeApi,
    log: input.log,
  };
}

export function paymentsSetup(): PaymentsSetup {
  if (!current) throw new Error('Payments are not configured: buildApp calls configurePayments');
  return current;
}
