#!/usr/bin/env node
// Decision 017's literal check: fails when a web screen renders English outside the message
// catalogues. See scripts/lib/english-literals.mjs for what counts and for `// i18n-ignore:`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishLiteralsInTree } from './lib/english-literals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const findings = englishLiteralsInTree(root);
for (const { file, line, column, text } of findings)
  console.error(`${file}:${line}:${column}: ${JSON.stringify(text)}`);
if (findings.length > 0) {
  console.error(
    `${findings.length} English literal(s) outside the catalogues: see scripts/lib/english-literals.mjs`,
  );
  process.exit(1);
}
console.log('english literals: every web screen reads its words from a catalogue');
