import { defineConfig } from 'vitest/config';

// *.pg.test.ts need a PostgreSQL server of their own (e.g. killing a server process mid-
// transaction): they run in the PostgreSQL pass (DATABASE_URL set), as CI does.
const pgOnly = process.env.DATABASE_URL ? [] : ['src/**/*.pg.test.ts'];
// Files that replace a module for themselves (vi.mock) must not share a module cache.
const ownModules = ['src/platform/tenancy.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: [...pgOnly, ...ownModules],
          // The files of a worker share its modules and so its database (one PGlite, migrated
          // once), as every file shares the one PostgreSQL database of the PostgreSQL pass: a
          // file no longer pays for starting and migrating a database of its own, which was
          // most of the suite's time. Tests stay independent through rows of their own.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server-isolated', include: ownModules } },
    ],
  },
});
