#!/usr/bin/env node
// Part of `npm run lint`: fails when a web feature imports another feature, or SQL appears
// outside a server repository. See scripts/lib/boundaries.mjs for the rules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqlViolations, webViolations } from './lib/boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = [...webViolations(root), ...sqlViolations(root)];
for (const line of violations) console.error(line);
if (violations.length > 0) {
  console.error(`${violations.length} boundary violation(s): see scripts/lib/boundaries.mjs`);
  process.exit(1);
}
console.log('boundaries: no web feature imports another, no SQL outside repositories');
