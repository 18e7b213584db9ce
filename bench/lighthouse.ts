// Lighthouse on a page of the running product, as a phone on a slow network sees it (Lighthouse's
// mobile preset: a mid-range phone, throttled CPU and 4G), in Debian's Chromium. The benchmarks
// that hold a page to a Lighthouse score call runLighthouse; the median of a few runs is taken,
// since one run on a shared machine can land on a busy second.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Largest Contentful Paint, milliseconds. */
  lcpMs: number;
  /** JavaScript transferred, bytes. */
  scriptBytes: number;
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function runOnce(
  url: string,
  port: number,
  extraHeaders?: Record<string, string>,
): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const scripts = audits['resource-summary']?.details;
  const scriptRow =
    scripts && 'items' in scripts
      ? (scripts.items as Array<{ resourceType: string; transferSize: number }>).find(
          (item) => item.resourceType === 'script',
        )
      : undefined;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    scriptBytes: scriptRow?.transferSize ?? 0,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The median of `runs` Lighthouse runs (mobile preset) of `url`, each in a fresh profile.
 * `headersForRun` gives each run its request headers (a signed-in page needs a fresh sign-in's
 * cookie per run: a refresh token is used once, so a second run replaying it would be refused).
 */
export async function runLighthouse(
  url: string,
  {
    runs = 3,
    headersForRun,
  }: { runs?: number; headersForRun?: () => Promise<Record<string, string>> } = {},
): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) {
    const headers = await headersForRun?.();
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      results.push(await runOnce(url, chrome.port, headers));
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key: keyof LighthouseScores) => median(results.map((result) => result[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    seo: pick('seo'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    scriptBytes: pick('scriptBytes'),
  };
}
