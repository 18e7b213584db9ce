// Every endpoint is reported as a ratio to the floor (floor-server.ts) measured in the same run:
// this host's speed drifts by a factor of two within a day, so an absolute latency says more about
// the weather than about the code. The floor and the endpoint are measured in alternation, each
// round after a short unmeasured warm-up, so a change of the host's speed during a row lands on
// both sides of the ratio.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './server.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Seconds of each measured round, and how many rounds of floor and endpoint alternate. */
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Seconds of load before each round, not counted: new connections, statements, V8 compiling. */
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

export type Floor = { url: string; child: ChildProcess };

/** The floor server on the database the product uses (PGlite: its own, see floor-server.ts). */
export async function startFloor(env: {
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE: string;
  FLOOR_ID: string;
}): Promise<Floor> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/floor-server.ts'], {
    cwd: root,
    env: { ...inherited, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${url}/floor`)).ok) return { url, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('floor server did not start');
}

/** A target as shares of the floor: requests/s at least `share`, p99 at most `p99` times. */
export type Target = { share: number; p99: number };

/** A keyed read (one record by id), a list page or a search, the public availability. */
export const targets = {
  keyedRead: { share: 0.7, p99: 1.5 },
  list: { share: 0.35, p99: 3 },
  availability: { share: 0.6, p99: 2 },
} satisfies Record<string, Target>;

export type RatioRow = {
  database: string;
  endpoint: string;
  connections: number;
  'requests/s': number;
  'floor requests/s': number;
  share: string;
  'p99 ms': number;
  'floor p99 ms': number;
  'p99 ×': string;
  target: string;
  met: string;
  errors: number;
};

type Load = Omit<autocannon.Options, 'url' | 'duration'> & { url: string };

async function round(load: Load): Promise<autocannon.Result> {
  if (WARMUP > 0) await autocannon({ ...load, duration: WARMUP });
  return autocannon({ ...load, duration: ROUND_SECONDS });
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Measures the endpoint and the floor in alternation at the same number of connections and
 * reports the endpoint's requests/s as a share of the floor's and its p99 as a multiple of the
 * floor's (each the mean over the rounds).
 */
export async function compare(
  floor: Floor,
  database: string,
  endpoint: string,
  load: Load,
  target: Target | undefined,
): Promise<RatioRow> {
  const connections = load.connections ?? 10;
  const floorLoad: Load = { url: `${floor.url}/floor`, connections };
  const floors: autocannon.Result[] = [];
  const products: autocannon.Result[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    floors.push(await round(floorLoad));
    products.push(await round(load));
  }
  const rps = mean(products.map((r) => r.requests.average));
  const floorRps = mean(floors.map((r) => r.requests.average));
  const p99 = mean(products.map((r) => r.latency.p99));
  const floorP99 = mean(floors.map((r) => r.latency.p99));
  const share = rps / floorRps;
  const p99Times = p99 / floorP99;
  const isMet = target ? share >= target.share && p99Times <= target.p99 : undefined;
  return {
    database,
    endpoint,
    connections,
    'requests/s': Math.round(rps),
    'floor requests/s': Math.round(floorRps),
    share: `${Math.round(share * 100)}%`,
    'p99 ms': Math.round(p99 * 10) / 10,
    'floor p99 ms': Math.round(floorP99 * 10) / 10,
    'p99 ×': p99Times.toFixed(2),
    target: target ? `≥ ${target.share * 100}%, ≤ ${target.p99}×` : '—',
    met: isMet === undefined ? '—' : isMet ? 'yes' : 'NO',
    errors: products.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

/** The rows as a Markdown table, for bench/RESULTS.md. */
export function markdownTable(rows: RatioRow[]): string {
  const columns = Object.keys(rows[0] ?? {}) as (keyof RatioRow)[];
  const line = (cells: unknown[]) => `| ${cells.map(String).join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((c) => row[c]))),
  ].join('\n');
}
