import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts need a PostgreSQL server of their own (e.g. killing a server process mid-
    // transaction): they run in the PostgreSQL pass (DATABASE_URL set), as CI does.
    exclude: process.env.DATABASE_URL ? [] : ['src/**/*.pg.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
