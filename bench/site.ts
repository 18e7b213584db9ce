// npm run bench:site -w @studio/bench (DATABASE_URL set): a published website page. A new
// business publishes its starter home page; GET /site/{business}/ (server-rendered HTML, as a
// visitor without a cached copy asks for it) is measured against the floor (floor-server.ts) in
// alternation, with the target of a public page (>= 60% of the floor's requests/s, p99 <= 2x),
// and Lighthouse (mobile preset, Debian's Chromium, median of three runs) scores the same page:
// Performance >= 95, Accessibility >= 95, SEO 100. BENCH_WRITE_RESULTS=1 replaces this
// benchmark's table in bench/RESULTS.md.
import crypto from 'node:crypto';
import os from 'node:os';
import { DEFAULT_POOL_SIZE } from '../apps/server/src/db/client.ts';
import { runLighthouse } from './lighthouse.ts';
import { compare, markdownTable, startFloor, targets, type Floor } from './ratio.ts';
import { writeResults } from './results.ts';
import { api, machineReference, register, startServer, withFreshDatabase } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 95, seo: 100 };

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('bench:site measures PostgreSQL: set DATABASE_URL (skipped).');
    return;
  }
  const referenceBefore = machineReference();
  await withFreshDatabase(baseUrl, 'studio_site', async (databaseUrl) => {
    const { url, child } = await startServer({ DATABASE_URL: databaseUrl });
    let floor: Floor | undefined;
    try {
      const email = `site-${crypto.randomBytes(4).toString('hex')}@example.com`;
      const session = await register(url, email, 'bench-password-1');
      // The first read makes the home page with its starter content; publishing makes it live.
      await api(session, 'GET', '/api/site/pages');
      await api(session, 'POST', '/api/site/publish');
      const account = await api<{ businesses: { domain: string }[] }>(
        session,
        'GET',
        '/api/account',
      );
      const pageUrl = `${url}/site/${account.businesses[0]!.domain}/`;
      floor = await startFloor({
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: String(DEFAULT_POOL_SIZE),
        FLOOR_ID: session.accountId,
      });
      const row = await compare(
        floor,
        'PostgreSQL',
        'GET /site/{business}/',
        { connections: CONNECTIONS, url: pageUrl },
        targets.availability,
      );
      const scores = await runLighthouse(pageUrl);
      const isMet = (key: keyof typeof LIGHTHOUSE_TARGETS) =>
        scores[key] >= LIGHTHOUSE_TARGETS[key] ? 'yes' : 'NO';
      const lighthouseTable = [
        '| Lighthouse (mobile) | score | target | met |',
        '| --- | --- | --- | --- |',
        `| Performance | ${scores.performance} | ≥ 95 | ${isMet('performance')} |`,
        `| Accessibility | ${scores.accessibility} | ≥ 95 | ${isMet('accessibility')} |`,
        `| SEO | ${scores.seo} | 100 | ${isMet('seo')} |`,
        `| Best practices | ${scores.bestPractices} | — | — |`,
        `| Largest Contentful Paint | ${scores.lcpMs} ms | — | — |`,
        `| JavaScript transferred | ${Math.round(scores.scriptBytes / 1024)} kB | — | — |`,
      ].join('\n');
      const conditions =
        `${os.cpus().length} cores shared by autocannon, the servers and the database; pool ` +
        `${DEFAULT_POOL_SIZE}; machine reference ${referenceBefore}k/s before, ` +
        `${machineReference()}k/s after`;
      console.log(`\n${conditions}\n`);
      console.table([row]);
      console.log(lighthouseTable);
      if (process.env.BENCH_WRITE_RESULTS) {
        writeResults(
          'site',
          `A new business's published starter home page. ${conditions}.\n\n${markdownTable([row])}\n\n${lighthouseTable}`,
        );
      }
    } finally {
      floor?.child.kill('SIGTERM');
      child.kill('SIGTERM');
    }
  });
}

await main();
