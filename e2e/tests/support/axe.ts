// Runs axe-core in the page and fails on what a person using a screen reader, the keyboard, speech
// control or low vision would trip over: every serious or critical violation of WCAG 2.0-2.2 A and
// AA and of axe's best practices, and two heading rules axe rates moderate (one h1, headings in
// order) because a screen reader's user finds their way by the headings.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules, and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Moderate rules that still fail the check: the page's outline a screen reader jumps through. */
const headingRules = new Set(['page-has-heading-one', 'heading-order']);

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
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
   * What axe checks: CSS selectors, a selector list for content inside a frame (the frame's
   * selector, then the selector inside it). The whole document when left out.
   */
  include?: (string | string[])[];
  /**
   * CSS selectors axe leaves out. Only for markup the app does not write (a third-party editor's
   * own chrome); every use says why at the call.
   */
  exclude?: string[];
  /** Rules left out on this screen, each with its reason at the call. */
  disableRules?: string[];
};

/** Whether a violation fails the check. */
export function isBlocking(violation: AxeViolation): boolean {
  return (
    violation.impact === 'serious' ||
    violation.impact === 'critical' ||
    headingRules.has(violation.id)
  );
}

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Per rule: id, impact, help and its link; per node (the first five): selector, HTML, why. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const why = node.failureSummary?.replace(/\s+/g, ' ').trim();
        return [
          `    - ${node.target.map(String).join(' >> ')}`,
          `      ${shorten(node.html.replace(/\s+/g, ' '), 240)}`,
          why ? `      ${shorten(why, 400)}` : '',
        ]
          .filter(Boolean)
          .join('\n');
      });
      const more =
        violation.nodes.length > 5 ? [`    (and ${violation.nodes.length - 5} more)`] : [];
      return [
        `  ${violation.id} (${violation.impact ?? 'unrated'}, ${violation.nodes.length} node(s)): ${violation.help}`,
        `    ${violation.helpUrl}`,
        ...nodes,
        ...more,
      ].join('\n');
    })
    .join('\n');
}

/**
 * Runs axe over the whole document as it is now, the same-origin frames in it included (axe is
 * put in each, so a frame's content is checked, not skipped), and answers every violation.
 */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const isLoaded = await frame.evaluate('typeof window.axe === "object"').catch(() => true);
    if (!isLoaded) await frame.addScriptTag({ path: axeScript });
  }
  const context = {
    include: (options.include ?? ['html']).map((s) => (Array.isArray(s) ? s : [s])),
    exclude: (options.exclude ?? []).map((s) => [s]),
  };
  const runOptions = {
    runOnly: { type: 'tag', values: tags },
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ([axeContext, axeOptions]) => {
      const axe = (globalThis as unknown as { axe: { run: AxeRun } }).axe;
      const results = await axe.run(axeContext, axeOptions);
      // Only what the report needs crosses back.
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: node.target,
          html: node.html.slice(0, 400),
          failureSummary: node.failureSummary,
        })),
      }));
    },
    [context, runOptions] as const,
  );
}

/**
 * Checks the screen as it is now: a soft failure naming the screen and each blocking rule (so one
 * run lists every screen's problems), and every violation, blocking or not, attached to the
 * test's report.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  options: AxeOptions = {},
): Promise<AxeViolation[]> {
  const violations = await runAxe(page, options);
  if (violations.length > 0) {
    await test.info().attach(`axe: ${screen}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  // E2E_AXE_LOG names a file that gets one JSON line per screen: every violation by rule and
  // node count (to compare runs).
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
