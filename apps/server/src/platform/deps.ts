// What every route and worker is handed: the configuration and the shared services, built once
// per process by buildApp (app.ts) and reached as `app.deps`.
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Config } from './config.ts';
import type { Storage } from './file-storage.ts';
import type { SessionGate } from './session-gate.ts';
import type { TokenService } from './tokens.ts';

export type Deps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  tokens: TokenService;
  /** Whether an access token's sign-in is still open (signed out, password reset: refused). */
  sessions: SessionGate;
  storage: Storage;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    deps: Deps;
  }
}
