import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightCounts, vitestCounts } from './reports.mjs';
import { useTrees } from './test-tree.mjs';

const tree = useTrees('reports-');

function reportFile(report) {
  const dir = tree({});
  const file = path.join(dir, 'report.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe('vitestCounts', () => {
  it('names each failed test with its file, so the summary says what to look at', () => {
    const file = reportFile({
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      testResults: [
        {
          name: `${process.cwd()}/apps/server/src/a.test.ts`,
          assertionResults: [{ status: 'passed', fullName: 'a ok' }],
        },
        {
          name: `${process.cwd()}/apps/server/src/b.test.ts`,
          assertionResults: [{ status: 'failed', fullName: 'streams transcodes at most two at once' }],
        },
      ],
    });
    expect(vitestCounts(file, 1)).toEqual({
      passed: 3,
      failed: 1,
      skipped: 1,
      note: 'failed: apps/server/src/b.test.ts › streams transcodes at most two at once',
    });
  });

  it('counts a non-zero exit without a failing test as one failure', () => {
    const file = reportFile({ numPassedTests: 2, numFailedTests: 0, testResults: [] });
    expect(vitestCounts(file, 1)).toMatchObject({ passed: 2, failed: 1 });
  });
});

describe('playwrightCounts', () => {
  it('counts a spec that passed on its retry as passed, and names it', () => {
    const file = reportFile({
      stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'axe.spec.ts',
          specs: [
            { title: 'landing', ok: true, tests: [{ status: 'expected' }] },
            { title: 'blog page', ok: true, tests: [{ status: 'flaky' }] },
          ],
        },
      ],
    });
    expect(playwrightCounts(file, 0)).toEqual({
      passed: 2,
      failed: 0,
      skipped: 0,
      note: 'passed only on a retry: axe.spec.ts › blog page',
    });
  });

  it('names failed specs through their nested suites, and stops listing after five', () => {
    const specs = Array.from({ length: 7 }, (_, i) => ({ title: `screen ${i}`, ok: i === 0 }));
    const file = reportFile({
      stats: { expected: 2, unexpected: 6, flaky: 1, skipped: 0 },
      suites: [{ title: 'axe.spec.ts', specs: [], suites: [{ title: 'Hindi', specs }] }],
    });
    expect(playwrightCounts(file, 1)).toEqual({
      passed: 3,
      failed: 6,
      skipped: 0,
      note: 'failed: axe.spec.ts › Hindi › screen 1; axe.spec.ts › Hindi › screen 2; axe.spec.ts › Hindi › screen 3; axe.spec.ts › Hindi › screen 4; axe.spec.ts › Hindi › screen 5; and 1 more',
    });
  });
});
