// npm run bench:app -w @studio/bench (DATABASE_URL set): the owner app's first load, as a phone on
// a slow network sees it (Lighthouse's mobile preset, Debian's Chromium, median of three runs).
// Two pages: /login (a visitor's first screen) and the owner home (/, signed in through the
// refresh cookie, as a returning owner opens the app). Targets: Performance >= 90 on /login and
// >= 80 on the home; JavaScript transferred (compressed, as the server sends it) under 120 kB on
// /login and 250 kB on the home. BENCH_WRITE_RESULTS=1 replaces this benchmark's table in
// bench/RESULTS.md.
import crypto from 'node:crypto';
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';
import { writeResults } from './results.ts';
import { machineReference, register, startServer, withFreshDatabase } from './server.ts';

const PASSWORD = 'bench-password-1';

type Target = { performance: number; scriptKb: number };
const TARGETS: Record<string, Target> = {
  '/login': { performance: 90, scriptKb: 120 },
  '/ (owner home, signed in)': { performance: 80, scriptKb: 250 },
};

/** A fresh sign-in's refresh cookie: each Lighthouse run uses its own (a refresh token is used once). */
async function signInCookie(url: string, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('studio_rt='));
  if (!cookie) throw new Error('login set no refresh cookie');
  return { cookie };
}

function row(page: string, scores: LighthouseScores): string {
  const target = TARGETS[page]!;
  const scriptKb = Math.round(scores.scriptBytes / 1024);
  const met = scores.performance >= target.performance && scriptKb <= target.scriptKb;
  return (
    `| ${page} | ${scores.performance} (≥ ${target.performance}) | ${scores.accessibility} | ` +
    `${scores.lcpMs} ms | ${scriptKb} kB (≤ ${target.scriptKb}) | ${met ? 'yes' : 'NO'} |`
  );
}

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('bench:app runs the server on PostgreSQL: set DATABASE_URL (skipped).');
    return;
  }
  const referenceBefore = machineReference();
  await withFreshDatabase(baseUrl, 'studio_app', async (databaseUrl) => {
    const { url, child } = await startServer({ DATABASE_URL: databaseUrl });
    try {
      const email = `app-${crypto.randomBytes(4).toString('hex')}@example.com`;
      await register(url, email, PASSWORD);
      const login = await runLighthouse(`${url}/login`);
      const home = await runLighthouse(`${url}/`, {
        headersForRun: () => signInCookie(url, email),
      });
      const table = [
        '| page (mobile) | Performance (target) | Accessibility | Largest Contentful Paint | JavaScript transferred (target) | met |',
        '| --- | --- | --- | --- | --- | --- |',
        row('/login', login),
        row('/ (owner home, signed in)', home),
      ].join('\n');
      const conditions = `machine reference ${referenceBefore}k/s before, ${machineReference()}k/s after`;
      console.log(`\n${conditions}\n\n${table}`);
      if (process.env.BENCH_WRITE_RESULTS) {
        writeResults('app', `The owner app's first load. ${conditions}.\n\n${table}`);
      }
    } finally {
      child.kill('SIGTERM');
    }
  });
}

await main();
