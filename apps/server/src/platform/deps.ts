// What every route and worker is handed: the configuration and the shared services, built once
// per process by buildApp (app.ts) and reached as `app.deps`.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Config } from './config.ts';
import type { CryptoBox } from './crypto-box.ts';
import type { Storage } from './file-storage.ts';
import type { SessionGate } from './session-gate.ts';
import type { SignedTokens } from './signed-tokens.ts';
import type { TokenService } from './tokens.ts';

export type Deps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  tokens: TokenService;
  /** Whether an access token's sign-in is still open (signed out, password reset: refused). */
  sessions: SessionGate;
  storage: Storage;
  /** Signs and checks the links clients keep (manage links, email tracking), keyed by the app secret. */
  signedTokens: SignedTokens;
  /** Seals stored secrets (payment connections), keyed by the app secret. */
  box: CryptoBox;
  /** The app's log, for work outside a request (provider failures, workers). */
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    deps: Deps;
  }
}
