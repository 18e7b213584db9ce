// What the payments module needs beyond the database to reach the provider: the crypto box that
// seals connection secrets, where the Stripe SDK sends its calls (config.stripeApi), and the log
// for provider failures. buildApp's Deps carries these fields, so `app.deps` is one.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../db/client.ts';
import type { CryptoBox } from '../../platform/crypto-box.ts';

export type PaymentsDeps = {
  db: Database;
  box: CryptoBox;
  config: Pick<Config, 'stripeApi'>;
  /** For provider failures that answer the client only a 502. */
  log: FastifyBaseLogger;
};
