// Runs axe-core in the page and fails on what a person using a screen reader, the keyboard or
// low vision would trip over: every serious or critical violation of WCAG 2 A/AA, and the page
// structure rules (one h1, headings in order, content inside landmarks) whatever their impact.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules, and axe's best practices (landmarks, headings). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Best-practice rules axe rates moderate that still fail the check: a page without its h1 or
 * with a skipped heading level is hard to find one's way in with a screen reader, and content
 * outside every landmark is skipped by landmark navigation.
 */
const structureRules = new Set([
  'page-has-heading-one',
  'heading-order',
  'region',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'landmark-banner-is-top-level',
  'landmark-main-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
]);

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
type AxeNode = { target: unknown[]; failureSummary?: string };
export type AxeViolation = {
  id: string;
  impact: Impact | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
};
type AxeRun = (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;

export type AxeOptions = {
  /**
   * CSS selectors of regions axe leaves out. Only for what the app cannot change (a third-party
   * widget's own markup); every use says why.
   */
  exclude?: string[];
  /** Rules switched off for this screen, each with its reason at the call. */
  disableRules?: string[];
};

/** Whether a violation fails the check. */
export function isBlocking(violation: AxeViolation): boolean {
  return (
    violation.impact === 'serious' ||
    violation.impact === 'critical' ||
    structureRules.has(violation.id)
  );
}

/** One line per rule: id, impact, help, how many nodes and the first few of them. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => `      ${node.target.map(String).join(' > ')}`)
        .join('\n');
      const summary = violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ');
      return [
        `  ${violation.id} (${violation.impact ?? 'unrated'}, ${violation.nodes.length} nodes): ${violation.help}`,
        targets,
        summary ? `      ${summary}` : '',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
}

/** Runs axe over the whole document as it is now and answers every violation. */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  const isLoaded = await page.evaluate('typeof window.axe === "object"');
  if (!isLoaded) await page.addScriptTag({ path: axeScript });
  const context = { include: [['html']], exclude: (options.exclude ?? []).map((s) => [s]) };
  const runOptions = {
    runOnly: { type: 'tag', values: tags },
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ([axeContext, axeOptions]) => {
      const axe = (globalThis as unknown as { axe: { run: AxeRun } }).axe;
      const results = await axe.run(axeContext, axeOptions);
      // Only what the report needs crosses back: the nodes' HTML can be large.
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: node.target,
          failureSummary: node.failureSummary,
        })),
      }));
    },
    [context, runOptions] as const,
  );
}

/**
 * Checks the screen as it is now: a soft failure naming the screen and each blocking rule (so one
 * run lists every screen's problems), and the whole result attached to the test's report.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  options: AxeOptions = {},
): Promise<AxeViolation[]> {
  const violations = await runAxe(page, options);
  await test.info().attach(`axe: ${screen}`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  // E2E_AXE_LOG names a file that gets one JSON line per screen: every violation, blocking or
  // not, by rule and node count (to compare runs).
  if (process.env.E2E_AXE_LOG) {
    const counts = violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
    fs.appendFileSync(process.env.E2E_AXE_LOG, `${JSON.stringify({ screen, counts })}\n`);
  }
  const blocking = violations.filter(isBlocking);
  expect
    .soft(
      blocking.length === 0 ? 'none' : `\n${describeViolations(blocking)}`,
      `accessibility violations on ${screen}`,
    )
    .toBe('none');
  return violations;
}
