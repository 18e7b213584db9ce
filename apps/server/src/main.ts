// Entry point: configuration, migrations, HTTP server and background workers.
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { createDatabase } from './db/client.ts';
import { startWorkers } from './workers.ts';

const config = loadConfig();
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
  poolSize: config.databasePoolSize,
});
await database.migrate();
const app = await buildApp(config, { database });
const stopWorkers = config.runWorkers ? await startWorkers(app.deps, app.log) : async () => {};

await app.listen({ port: config.port, host: config.host });
// The address is the last thing printed: the log lines before it are written out first (in a
// developer's terminal they go through a worker thread and would otherwise come after it).
const flush = (app.log as { flush?: (done: () => void) => void }).flush?.bind(app.log);
if (flush) await new Promise<void>((resolve) => flush(() => resolve()));
console.log(`\n  Studio is running at ${config.appUrl}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void (async () => {
      // Workers first: a send in flight must be recorded while the database is still open.
      await stopWorkers();
      await app.close();
      await database.close();
      process.exit(0);
    })();
  });
}
