import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
/** axe-core's minified bundle (550 kB, not the 1.5 MB one), read once per worker, put in each page checked. */
const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's serious and critical violations on `page`, or only inside `include`, one line each (the
 * rule, what it asks, the first three elements and what is wrong with each).
 *
 * axe-core is put in the page once and `axe.run` called there. The app has no frames, so
 * nothing is lost by not using `@axe-core/playwright`'s analyze, which put the unminified
 * 1.5 MB bundle in the page twice and, by default, opened a blank page for every check to merge the frames'
 * results in: a second of a 2-core machine for each of the 400 screens checked (decision 042).
 */
export async function seriousAxeProblems(
  page: Page,
  { include, disableRules = [] }: { include?: string; disableRules?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  // Only violations are gathered: building the passes is most of axe's time.
  const options: RunOptions = {
    resultTypes: ['violations'],
    rules: Object.fromEntries(disableRules.map((rule) => [rule, { enabled: false }])),
  };
  const results = await page.evaluate(
    ([selector, runOptions]) => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } })
        .axe;
      return axe.run(selector ? { include: [selector] } : document, runOptions);
    },
    [include ?? null, options] as const,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
        );
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes.join('\n')}`;
    });
}
