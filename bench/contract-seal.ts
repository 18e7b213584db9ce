// npm run bench:seal: sealing signed contracts, the work done once per contract when its last
// party signs. A five-page contract with two signers (one drawn signature, one typed) is laid out
// with its certificate page and sealed with a 3072-bit RSA certificate, as the server does. It
// measures the time per contract (p50, p99), the sealing process's peak memory, and contracts
// sealed per second by one and by two instances (separate processes, as two servers would be).
// Prints a table; BENCH_WRITE_RESULTS=1 also replaces this benchmark's table in RESULTS.md.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { renderContractPdf } from '../apps/server/src/modules/contracts/contract-pdf.ts';
import type { ContractPdfInput } from '../apps/server/src/modules/contracts/contract-pdf-input.ts';
import { sealPdf, verifySealedPdf } from '../apps/server/src/modules/contracts/seal.ts';
import {
  createSigningCertificate,
  type SigningCertificate,
} from '../apps/server/src/modules/contracts/signing-certificate.ts';
import { sampleContractInput } from '../apps/server/src/test/factories/contract-document.ts';
import { writeResults } from './results.ts';
import { machineReference } from './server.ts';

const TIMED_CONTRACTS = Number(process.env.SEAL_CONTRACTS ?? 50);
const WARM_UP_CONTRACTS = 5;
/** How long each instance seals in the throughput runs. */
const THROUGHPUT_SECONDS = Number(process.env.SEAL_SECONDS ?? 20);

type StoredCertificate = ReturnType<typeof createSigningCertificate>;

function certificateFrom(stored: StoredCertificate): SigningCertificate {
  return {
    p12: Buffer.from(stored.p12, 'base64'),
    passphrase: stored.passphrase,
    certificatePem: stored.certificatePem,
  };
}

async function sealOne(input: ContractPdfInput, certificate: SigningCertificate) {
  const started = performance.now();
  const pdf = await renderContractPdf(input);
  const rendered = performance.now();
  const sealed = await sealPdf(pdf, certificate, input.completedAt);
  return { sealed, renderMs: rendered - started, sealMs: performance.now() - rendered };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** One instance: seals contracts one after another until `seconds` have passed. */
async function runInstance(seconds: number): Promise<void> {
  const stored = JSON.parse(process.env.SEAL_CERTIFICATE!) as StoredCertificate;
  const certificate = certificateFrom(stored);
  const input = await sampleContractInput();
  for (let index = 0; index < WARM_UP_CONTRACTS; index += 1) await sealOne(input, certificate);
  // Every instance starts sealing at the same wall-clock instant, after its warm-up.
  const startAt = Number(process.env.SEAL_START_AT);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  const started = performance.now();
  let sealed = 0;
  while (performance.now() - started < seconds * 1000) {
    await sealOne(input, certificate);
    sealed += 1;
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  process.stdout.write(JSON.stringify({ sealed, elapsedSeconds }));
}

/** Contracts sealed per second by `instances` processes sealing at once. */
async function throughput(instances: number, stored: StoredCertificate): Promise<number> {
  const script = fileURLToPath(import.meta.url);
  // Far enough ahead for every instance to load and warm up first.
  const startAt = Date.now() + 15_000;
  const results = await Promise.all(
    Array.from(
      { length: instances },
      () =>
        new Promise<{ sealed: number; elapsedSeconds: number }>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            [...process.execArgv, script, 'instance', String(THROUGHPUT_SECONDS)],
            {
              env: {
                ...process.env,
                SEAL_CERTIFICATE: JSON.stringify(stored),
                SEAL_START_AT: String(startAt),
              },
              stdio: ['ignore', 'pipe', 'inherit'],
            },
          );
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('error', reject);
          child.on('exit', (code) =>
            code === 0
              ? resolve(JSON.parse(output) as { sealed: number; elapsedSeconds: number })
              : reject(new Error(`a sealing instance exited with ${code}`)),
          );
        }),
    ),
  );
  return results.reduce((total, result) => total + result.sealed / result.elapsedSeconds, 0);
}

async function main(): Promise<void> {
  const reference = machineReference();
  const stored = createSigningCertificate('Studio');
  const certificate = certificateFrom(stored);
  const input = await sampleContractInput();

  const first = await sealOne(input, certificate);
  const check = verifySealedPdf(first.sealed);
  if (!check.isValid)
    throw new Error(`The benchmark's sealed PDF does not verify: ${check.problem}`);
  for (let index = 1; index < WARM_UP_CONTRACTS; index += 1) await sealOne(input, certificate);

  const rssBefore = process.memoryUsage().rss;
  let peakHeap = 0;
  const totals: number[] = [];
  const renders: number[] = [];
  const seals: number[] = [];
  for (let index = 0; index < TIMED_CONTRACTS; index += 1) {
    const { renderMs, sealMs } = await sealOne(input, certificate);
    totals.push(renderMs + sealMs);
    renders.push(renderMs);
    seals.push(sealMs);
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }
  // resourceUsage().maxRSS is in kilobytes: the most memory the process ever held.
  const peakRss = process.resourceUsage().maxRSS * 1024;
  for (const series of [totals, renders, seals]) series.sort((a, b) => a - b);

  const oneInstance = await throughput(1, stored);
  const twoInstances = await throughput(2, stored);

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const rows = [
    ['Time per contract, p50', ms(percentile(totals, 0.5))],
    ['Time per contract, p99', ms(percentile(totals, 0.99))],
    [
      'of which laying out the PDF, p50 / p99',
      `${ms(percentile(renders, 0.5))} / ${ms(percentile(renders, 0.99))}`,
    ],
    [
      'of which sealing, p50 / p99',
      `${ms(percentile(seals, 0.5))} / ${ms(percentile(seals, 0.99))}`,
    ],
    ['Sealed PDF size', `${(first.sealed.length / 1024).toFixed(0)} kB`],
    ['Peak memory of the sealing process (max RSS)', mb(peakRss)],
    ['Memory held before the timed contracts (RSS)', mb(rssBefore)],
    ['Peak JavaScript heap in use', mb(peakHeap)],
    ['Contracts sealed per second, one instance', oneInstance.toFixed(1)],
    ['Contracts sealed per second, two instances', twoInstances.toFixed(1)],
  ];
  const table = [
    '| contract sealing | measured |',
    '| --- | --- |',
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
  ].join('\n');
  // The load average says whether other work shared the cores (two instances need both).
  const conditions = `${TIMED_CONTRACTS} contracts of 5 pages and 2 signers timed one after another after ${WARM_UP_CONTRACTS} to warm up; throughput over ${THROUGHPUT_SECONDS} s per instance; Node ${process.version}, ${os.cpus().length} cores, machine reference ${reference} SHA-256/ms, load average ${os.loadavg()[0]!.toFixed(1)} at the end`;
  console.log(`\n${conditions}.\n\n${table}\n`);
  if (process.env.BENCH_WRITE_RESULTS) writeResults('contract-seal', `${conditions}.\n\n${table}`);
}

if (process.argv[2] === 'instance') await runInstance(Number(process.argv[3]));
else await main();
