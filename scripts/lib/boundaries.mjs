// The two boundaries the lint step holds (issue 11): a web feature imports no other feature, and
// no server code outside a repository (or the database layer itself) touches SQL.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;

/** Every module specifier a source file imports or re-exports, static or dynamic. */
export function importsOf(source) {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...withoutComments.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** Every source file below `dir` (skipping node_modules and dist builds). */
export function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) yield full;
  }
}

/** A test file, or a helper in a `test/` folder. */
export const isTest = (file) =>
  /\.test\.(ts|tsx|mjs)$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

/** The feature folder a web file lies in, or undefined for the shared layers. */
function featureOf(webSrc, file) {
  const relative = path.relative(path.join(webSrc, 'features'), file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
}

/**
 * Web: a file in `features/<a>/` may import `components/`, `lib/`, `app/` and the contract, and
 * files of its own feature, never `features/<b>/`; the shared layers import no feature at all
 * (`app/` is where features are put together, so it may).
 */
export function webViolations(root) {
  const webSrc = path.join(root, 'apps/web/src');
  const violations = [];
  for (const file of sourceFiles(webSrc)) {
    const from = featureOf(webSrc, file);
    const layer = path.relative(webSrc, file).split(path.sep)[0];
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = featureOf(webSrc, path.resolve(path.dirname(file), specifier));
      if (to === undefined || to === from) continue;
      if (from === undefined && layer === 'app') continue;
      violations.push(
        `${path.relative(root, file)}: imports ${specifier} (${from ? `feature "${from}"` : `shared layer "${layer}"`} → feature "${to}")`,
      );
    }
  }
  return violations;
}

/**
 * Where SQL may live: repositories, a module's query parts (the SQL pieces its front door offers
 * other modules' statements), the database layer, and the one keyset-paging helper.
 */
const SQL_HOMES = [
  /-repository\.ts$/,
  /^modules\/[^/]+\/query-parts\.ts$/,
  /^db\//,
  /^lib\/(cursor|prepared)\.ts$/,
  /^migrate\.ts$/,
];
const SQL_IMPORT = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;
const SQL_TEXT = /\bsql(\.raw)?`|\bsql\.(join|placeholder|empty)\(/;

/** Server: no SQL (drizzle, the schema, a driver, an `sql` template) outside those homes. */
export function sqlViolations(root) {
  const serverSrc = path.join(root, 'apps/server/src');
  const violations = [];
  for (const file of sourceFiles(serverSrc)) {
    const relative = path.relative(serverSrc, file).split(path.sep).join('/');
    if (isTest(file) || SQL_HOMES.some((home) => home.test(relative))) continue;
    const source = readFileSync(file, 'utf8');
    for (const specifier of importsOf(source)) {
      const resolved = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : '';
      if (SQL_IMPORT.test(specifier) || resolved === path.join(serverSrc, 'db/schema.ts')) {
        violations.push(
          `apps/server/src/${relative}: imports ${specifier} (SQL belongs in a *-repository.ts)`,
        );
      }
    }
    if (SQL_TEXT.test(source)) {
      violations.push(`apps/server/src/${relative}: writes SQL (SQL belongs in a *-repository.ts)`);
    }
  }
  return violations;
}
