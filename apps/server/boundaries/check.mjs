// Holds the server's module boundaries: the rules in rules.cjs, plus no import cycle between
// modules. Exceptions live in exceptions.json, each with its reason; an exception that no longer
// matches anything fails the check too, so the list can only shrink.
// Run by `npm run lint`: node apps/server/boundaries/check.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

// Paths in rules.cjs and exceptions.json are relative to apps/server.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const require = createRequire(import.meta.url);
const rules = require('./rules.cjs');
const exceptions = JSON.parse(readFileSync(new URL('./exceptions.json', import.meta.url), 'utf8'));

const result = await cruise(['src'], { ruleSet: rules, validate: true, ...rules.options });
const { modules, summary } = result.output;

const problems = [];
const used = new Set();
const excepted = (rule, from, to) => {
  const index = exceptions.findIndex((e) => e.rule === rule && e.from === from && e.to === to);
  if (index >= 0) used.add(index);
  return index >= 0;
};

for (const v of summary.violations) {
  if (!excepted(v.rule.name, v.from, v.to)) problems.push(`${v.rule.name}: ${v.from} -> ${v.to}`);
}

// Module cycles. A unit is a module folder, or the platform as a whole (platform/, db/, config.ts,
// app.ts...). Tests are not part of the running graph, and foreign keys between schema files
// follow the data model rather than the code's layering, so neither counts.
const unitOf = (path) =>
  path.match(/^src\/modules\/([^/]+)\//)?.[1] ?? (path.startsWith('src/') ? 'platform' : null);
const isTest = (path) => /(\.test\.ts|test-factories\.ts|test-setup\.ts)$|^src\/test\//.test(path);
// app.ts, main.ts and workers.ts assemble the app from every module: their arrows down are the
// point, so they are left out; only the platform's own files may not reach up.
const isAssembly = (path) => /^src\/(app|main|workers)\.ts$/.test(path);
const isSchema = (path) => /schema\.ts$/.test(path);
const edges = new Map();
for (const m of modules) {
  const from = unitOf(m.source);
  if (!from || isTest(m.source) || isAssembly(m.source)) continue;
  for (const d of m.dependencies) {
    const to = unitOf(d.resolved);
    if (!to || to === from || isTest(d.resolved)) continue;
    if (isSchema(m.source) && isSchema(d.resolved)) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, `${m.source} -> ${d.resolved}`);
  }
}
for (const cycle of stronglyConnected(edges)) {
  const name = cycle.join(' <-> ');
  if (excepted('no-module-cycle', name, '')) continue;
  const ties = cycle.flatMap((a) =>
    cycle.filter((b) => edges.get(a)?.has(b)).map((b) => `    ${edges.get(a).get(b)}`),
  );
  problems.push(`no-module-cycle: ${name}\n${ties.join('\n')}`);
}

exceptions.forEach((e, index) => {
  if (!used.has(index))
    problems.push(
      `stale exception (remove it from boundaries/exceptions.json): ${e.rule}: ${e.from} -> ${e.to}`,
    );
});

if (problems.length > 0) {
  console.error(`Module boundaries: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `Module boundaries hold (${modules.length} files, ${exceptions.length} listed exception(s)).`,
);

/** Tarjan's algorithm: the groups of units that reach each other, larger than one. */
function stronglyConnected(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}
