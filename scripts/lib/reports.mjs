import { readFileSync } from 'node:fs';

/**
 * Turns a suite's JSON report into { passed, failed, skipped, note }. A suite that exits non-zero
 * without a failing test (crash, load error, web server that never came up) counts as 1 failed.
 */
export function vitestCounts(reportFile, exitCode) {
  const report = readJson(reportFile);
  if (!report) return crashed(exitCode);
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  const failed = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(file.name)} › ${test.fullName ?? test.title}`),
  );
  if (failed.length > 0) counts.note = namesOf(failed);
  return withExitCode(counts, exitCode);
}

export function playwrightCounts(reportFile, exitCode) {
  const report = readJson(reportFile);
  if (!report?.stats) return crashed(exitCode);
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const counts = { passed: expected + flaky, failed: unexpected, skipped };
  const failed = failedSpecs(report.suites ?? []);
  const retried = flakySpecs(report.suites ?? []);
  const notes = [];
  if (failed.length > 0) notes.push(namesOf(failed));
  else if (report.errors?.length) notes.push(report.errors[0].message?.split('\n')[0]);
  if (retried.length > 0) notes.push(namesOf(retried, 'passed only on a retry'));
  if (notes.length > 0) counts.note = notes.join(' | ');
  return withExitCode(counts, exitCode);
}

/** Playwright's report nests suites (file, describe) around specs; the titles of those `keep` picks. */
function specTitles(suites, keep, titles = []) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    const here = (suite.specs ?? []).filter(keep).map((spec) => [...path, spec.title].join(' › '));
    return [...here, ...specTitles(suite.suites ?? [], keep, path)];
  });
}

/** A spec failed when any of its runs did (after its retries). */
const failedSpecs = (suites) => specTitles(suites, (spec) => spec.ok === false);

/** A spec that failed and then passed on a retry: counted as passed, named all the same. */
const flakySpecs = (suites) =>
  specTitles(suites, (spec) => (spec.tests ?? []).some((test) => test.status === 'flaky'));

/** The summary line names what failed, so the last lines of a run say which tests to look at. */
function namesOf(tests, what = 'failed') {
  const shown = tests.slice(0, 5).join('; ');
  return tests.length > 5 ? `${what}: ${shown}; and ${tests.length - 5} more` : `${what}: ${shown}`;
}

function relative(file) {
  return file.startsWith(`${process.cwd()}/`) ? file.slice(process.cwd().length + 1) : file;
}

function withExitCode(counts, exitCode) {
  if (exitCode !== 0 && counts.failed === 0) {
    return {
      ...counts,
      failed: 1,
      note: counts.note ?? `exited ${exitCode} though no test failed: unhandled errors? see its output`,
    };
  }
  return counts;
}

function crashed(exitCode) {
  return { passed: 0, failed: 1, skipped: 0, note: `crashed without a JSON report (exit code ${exitCode})` };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
