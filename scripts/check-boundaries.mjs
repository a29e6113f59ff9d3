#!/usr/bin/env node
// Part of `npm run lint`: the boundaries of issue 11 (a web feature imports no other feature; SQL
// only in server repositories) and the structure rules of issue 30 (scripts/lib/structure-rules.mjs,
// and one name per feature: scripts/lib/feature-names.mjs).
//
// The structure rules hold a ratchet while the restructure is under way: structure-baseline.json
// lists the violations that existed when a rule was added. A new one fails the lint; one fixed
// must leave the baseline too (`node scripts/check-boundaries.mjs --shrink-baseline` removes the
// fixed ones, never adds). The baseline only shrinks; at zero the rule holds outright.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqlViolations, webViolations } from './lib/boundaries.mjs';
import { featureNameViolations } from './lib/feature-names.mjs';
import { compareWithBaseline, STRUCTURE_RULES } from './lib/structure-rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baselineFile = path.join(root, 'scripts/lib/structure-baseline.json');
const baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));

const violations = [...webViolations(root), ...sqlViolations(root), ...featureNameViolations(root)];
const shrunk = {};
let remaining = 0;
for (const [rule, check] of Object.entries(STRUCTURE_RULES)) {
  const { added, fixed, kept } = compareWithBaseline(check(root), baseline[rule] ?? []);
  violations.push(...added.map((line) => `${line} [${rule}]`));
  if (fixed.length && !process.argv.includes('--shrink-baseline')) {
    violations.push(
      ...fixed.map(
        (line) => `${line} [${rule}]: fixed, so it leaves the baseline (run with --shrink-baseline)`,
      ),
    );
  }
  shrunk[rule] = kept;
  remaining += kept.length;
}
if (process.argv.includes('--shrink-baseline')) {
  writeFileSync(baselineFile, `${JSON.stringify(shrunk, null, 2)}\n`);
  console.log(`structure baseline: ${remaining} known violation(s) left`);
}
for (const line of violations) console.error(line);
if (violations.length > 0) {
  console.error(
    `${violations.length} boundary violation(s): see scripts/lib/boundaries.mjs and structure-rules.mjs`,
  );
  process.exit(1);
}
console.log(
  `boundaries: no web feature imports another, no SQL outside repositories, one name per feature; structure rules: no new violation (${remaining} known, in structure-baseline.json)`,
);
