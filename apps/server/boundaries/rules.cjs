// The server's module boundaries, checked by `npm run lint` (check.mjs). Paths are relative to
// apps/server. A module is a folder under src/modules; platform/ (with db/ and config.ts) is the
// machinery every module stands on.
const MODULE = '^src/modules/([^/]+)/';
const NOT_TEST = '(\\.test\\.ts|test-factories\\.ts|test-setup\\.ts)$';

module.exports = {
  forbidden: [
    {
      name: 'platform-imports-no-module',
      comment:
        'platform/, db/ and config.ts stand under every module: a module hands them what they need ' +
        '(a callback, a checker, a task) instead of being imported by them.',
      severity: 'error',
      from: { path: '^src/(platform|db)/|^src/config\\.ts$', pathNot: NOT_TEST },
      to: { path: '^src/modules/' },
    },
    {
      name: 'no-foreign-tables',
      comment:
        "A module's tables are written and read only by its own files; another module calls its " +
        'exported functions. A schema.ts may import another schema.ts to declare a foreign key.',
      severity: 'error',
      from: { path: MODULE, pathNot: `${NOT_TEST}|/schema\\.ts$` },
      to: { path: '^src/(modules|platform)/.*schema\\.ts$', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'no-foreign-routes',
      comment: 'Only app.ts registers route plugins; modules share functions, not HTTP handlers.',
      severity: 'error',
      from: { path: MODULE, pathNot: NOT_TEST },
      to: { path: '^src/modules/.*routes\\.ts$', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Production code never imports tests, test factories or the test harness.',
      severity: 'error',
      from: { path: '^src/', pathNot: `${NOT_TEST}|^src/test/` },
      to: { path: `${NOT_TEST}|^src/test/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|/migrations/' },
    tsPreCompilationDeps: true,
  },
};
