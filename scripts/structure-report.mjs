#!/usr/bin/env node
// The structure figures of issue 30, from the source alone: how modules and features reach into
// each other, where the API's paths and answer types are written, how large files are. Run it
// before and after a restructure and compare:
//
//   node scripts/structure-report.mjs [--json]
//
// Tests and test helpers are left out of every figure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTest, sourceFiles } from './lib/boundaries.mjs';
import {
  handTypedAnswerViolations,
  importCycleViolations,
  pathLiteralViolations,
  runtimeTargets,
} from './lib/structure-rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverModules = path.join(root, 'apps/server/src/modules');
const webSrc = path.join(root, 'apps/web/src');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

const moduleOf = (file) => {
  const relative = path.relative(serverModules, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
};

export function structureReport() {
  const serverFiles = [...sourceFiles(path.join(root, 'apps/server/src'))].filter((file) => !isTest(file));
  const webFiles = [...sourceFiles(webSrc)].filter((file) => !isTest(file));

  // Server: imports from one module into another, and into another's repository.
  let crossModule = 0;
  let crossRepository = 0;
  const pairs = new Set();
  for (const file of serverFiles) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of runtimeTargets(file)) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      crossModule += 1;
      pairs.add(`${from}→${to}`);
      if (/-repository(\.ts)?$/.test(target)) crossRepository += 1;
    }
  }

  // Import cycles, as the lint rule finds them: between files (server and web) and between modules.
  const cycles = importCycleViolations(root);
  const fileCycles = cycles.filter((line) => line.startsWith('import cycle'));
  const moduleCycles = cycles.filter((line) => line.startsWith('module cycle'));

  // Web: features importing app/, and the lines of feature-shaped code in shared folders.
  let featureToApp = 0;
  for (const file of webFiles) {
    if (!rel(file).startsWith('apps/web/src/features/')) continue;
    for (const target of runtimeTargets(file)) {
      if (path.relative(path.join(webSrc, 'app'), target).startsWith('..')) continue;
      featureToApp += 1;
    }
  }
  const sharedFeatureLines = webFiles
    .filter((file) => /^apps\/web\/src\/(components\/[^/]+\/|lib\/api\/)/.test(rel(file)))
    .reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length, 0);

  // The same counts the lint rules make (comments left out; the client's own files may use it).
  const pathLiterals = pathLiteralViolations(root).length;
  const handTyped = handTypedAnswerViolations(root).length;
  // What front doors pass on from a repository: names other modules can call that are queries.
  const repositoryExports = [...sourceFiles(serverModules)]
    .filter((file) => file.endsWith(`${path.sep}index.ts`))
    .flatMap((file) => [
      ...readFileSync(file, 'utf8').matchAll(
        /export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'\.\/[\w-]+-repository\.ts'/g,
      ),
    ])
    .reduce((sum, match) => sum + match[1].split(',').filter((name) => name.trim()).length, 0);

  // File sizes in lines, every non-test source file of the three packages.
  const sizes = [...serverFiles, ...webFiles, ...sourceFiles(path.join(root, 'packages/contract/src'))]
    .filter((file) => !isTest(file))
    .map((file) => readFileSync(file, 'utf8').split('\n').length)
    .sort((a, b) => a - b);
  const at = (q) => sizes[Math.min(sizes.length - 1, Math.floor(q * sizes.length))];

  return {
    'cross-module imports (server)': crossModule,
    'module pairs crossed': pairs.size,
    'repository imports across modules': crossRepository,
    'names front doors pass on from a repository (index.ts re-exports of *-repository.ts)': repositoryExports,
    'import cycles between files (server and web, static imports)': fileCycles.length,
    'groups of server modules importing each other in a cycle': moduleCycles.length,
    'feature → app imports (web)': featureToApp,
    'lines in shared feature-shaped folders (web components/*/, lib/api/)': sharedFeatureLines,
    "'/api/…' path literals outside the contract": pathLiterals,
    'untyped API calls outside lib/call.ts (apiRequest<T> and kin)': handTyped,
    'source files': sizes.length,
    'median file size (lines)': at(0.5),
    'p90 file size (lines)': at(0.9),
    cycles,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = structureReport();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    for (const [name, value] of Object.entries(report)) {
      if (name === 'cycles') for (const cycle of value) console.log(`  cycle: ${cycle}`);
      else console.log(`${String(value).padStart(6)}  ${name}`);
    }
  }
}
