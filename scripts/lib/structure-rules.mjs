// Issue 30's structure rules, checked by `npm run lint` (scripts/check-boundaries.mjs):
// - the API's paths are written in the contract only (no '/api/…' literal in apps/*/src);
// - the web calls the API through call()/callPage()/callFile() with a contract endpoint, never
//   through the untyped client with a hand-written answer type;
// - a server module is used by others through its front door (modules/<m>/index.ts) only;
// - a front door passes on services, types and query parts, never a repository (*-repository.ts);
// - no import cycle: between files (server and web, runtime imports), nor between server modules;
// - a web feature does not import app/ (app/ puts features together; shared code lives in
//   components/ and lib/).
// Each rule answers a list of violations, one line each, sorted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, isTest, sourceFiles } from './boundaries.mjs';

const posix = (file) => file.split(path.sep).join('/');
const relativeTo = (root, file) => posix(path.relative(root, file));

/** Source files of a tree, tests and test helpers left out. */
function codeFiles(dir) {
  return [...sourceFiles(dir)].filter((file) => !isTest(file));
}

/** Without comments, so a path or an import named in a comment is not code. */
function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * The runtime imports of a file's relative specifiers, resolved to files (not `import type`);
 * with `staticOnly`, not `import()` either (a lazy import evaluates later: it makes no cycle).
 */
export function runtimeTargets(file, { staticOnly = false } = {}) {
  let source = withoutComments(readFileSync(file, 'utf8')).replace(/^\s*import\s+type\s[^;]*;/gm, '');
  if (staticOnly) source = source.replace(/\bimport\s*\(\s*['"][^'"]+['"]\s*\)/g, 'undefined');
  return importsOf(source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** '/api/…' written outside the contract: in the server's and the web's source. */
export function pathLiteralViolations(root) {
  const found = [];
  for (const app of ['apps/server/src', 'apps/web/src']) {
    for (const file of codeFiles(path.join(root, app))) {
      const lines = withoutComments(readFileSync(file, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (/['"`]\/api\//.test(line)) {
          found.push(
            `${relativeTo(root, file)}:${index + 1}: writes an /api/ path (paths live in the contract's endpoints)`,
          );
        }
      });
    }
  }
  return found.sort();
}

/** The untyped client, kept inside lib/ for call() itself. */
const CLIENT_HOMES = /^apps\/web\/src\/lib\/(api-client|get-page|call)\.ts$/;
const UNTYPED_CALL = /\b(apiRequest|apiRequestWithHeaders|getPage|apiFile)\s*(<|\()/;

/** The web calling the API without an endpoint: apiRequest<T>(…) and kin outside lib/call.ts. */
export function handTypedAnswerViolations(root) {
  const found = [];
  for (const file of codeFiles(path.join(root, 'apps/web/src'))) {
    const relative = relativeTo(root, file);
    if (CLIENT_HOMES.test(relative)) continue;
    const lines = withoutComments(readFileSync(file, 'utf8')).split('\n');
    lines.forEach((line, index) => {
      const match = UNTYPED_CALL.exec(line);
      if (match)
        found.push(`${relative}:${index + 1}: calls ${match[1]} (call the API with call(endpoint, input))`);
    });
  }
  return found.sort();
}

/**
 * A server module's internals reached from outside it: any file of modules/<a>/ imported by code
 * that is not in modules/<a>/, other than modules/<a>/index.ts (its front door). The one exception
 * is app.ts, the composition root, registering each module's routes.ts (a module's index.ts does
 * not carry its routes, so using a module never loads another's HTTP layer or makes a cycle).
 */
export function moduleInternalsViolations(root) {
  const serverSrc = path.join(root, 'apps/server/src');
  const modules = path.join(serverSrc, 'modules');
  const moduleOf = (file) => {
    const relative = path.relative(modules, file);
    return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
  };
  const found = [];
  for (const file of codeFiles(serverSrc)) {
    const from = moduleOf(file);
    for (const target of runtimeTargets(file)) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const inside = posix(path.relative(path.join(modules, to), target)).replace(/\.ts$/, '');
      if (inside === 'index') continue;
      if (inside === 'routes' && relativeTo(root, file) === 'apps/server/src/app.ts') continue;
      found.push(
        `${relativeTo(root, file)}: imports modules/${to}/${inside}.ts (use modules/${to}/index.ts, the module's front door)`,
      );
    }
  }
  return [...new Set(found)].sort();
}

/**
 * A front door (modules/<m>/index.ts) importing or re-exporting one of its module's repositories:
 * other modules get named operations (services, taking what they need) and, for their own
 * statements, the SQL pieces of a module's query-parts.ts, never its queries themselves.
 */
export function frontDoorRepositoryViolations(root) {
  const modules = path.join(root, 'apps/server/src/modules');
  const found = [];
  for (const file of codeFiles(modules)) {
    if (path.basename(file) !== 'index.ts' || path.dirname(path.dirname(file)) !== modules) continue;
    for (const specifier of importsOf(withoutComments(readFileSync(file, 'utf8')))) {
      if (!/-repository(\.ts)?$/.test(specifier)) continue;
      found.push(
        `${relativeTo(root, file)}: passes on ${specifier} (a front door offers services and query parts, not a repository)`,
      );
    }
  }
  return [...new Set(found)].sort();
}

/** Each cycle of a directed graph once, as its members from the smallest (Tarjan's strongly connected parts). */
export function cyclesOf(edges) {
  let index = 0;
  const indexes = new Map();
  const lows = new Map();
  const onStack = new Set();
  const stack = [];
  const parts = [];
  const connect = (node) => {
    indexes.set(node, index);
    lows.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!indexes.has(next)) {
        connect(next);
        lows.set(node, Math.min(lows.get(node), lows.get(next)));
      } else if (onStack.has(next)) lows.set(node, Math.min(lows.get(node), indexes.get(next)));
    }
    if (lows.get(node) !== indexes.get(node)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (edges.get(node) ?? []).includes(node)) parts.push(part.sort());
  };
  for (const node of edges.keys()) if (!indexes.has(node)) connect(node);
  return parts.sort((a, b) => a[0].localeCompare(b[0]));
}

const withExtension = (target) => (/\.(ts|tsx|mjs|js)$/.test(target) ? target : `${target}.ts`);

/** Import cycles: between files of the server and of the web (runtime imports), and between server modules. */
export function importCycleViolations(root) {
  const found = [];
  for (const app of ['apps/server/src', 'apps/web/src']) {
    const files = codeFiles(path.join(root, app));
    const edges = new Map(
      files.map((file) => [file, runtimeTargets(file, { staticOnly: true }).map(withExtension)]),
    );
    for (const cycle of cyclesOf(edges)) {
      found.push(`import cycle: ${cycle.map((file) => relativeTo(root, file)).join(' ↔ ')}`);
    }
  }
  const modules = path.join(root, 'apps/server/src/modules');
  const moduleEdges = new Map();
  for (const file of codeFiles(modules)) {
    const from = path.relative(modules, file).split(path.sep)[0];
    if (!moduleEdges.has(from)) moduleEdges.set(from, []);
    for (const target of runtimeTargets(file, { staticOnly: true })) {
      const relative = path.relative(modules, target);
      if (relative.startsWith('..')) continue;
      const to = relative.split(path.sep)[0];
      if (to !== from) moduleEdges.get(from).push(to);
    }
  }
  for (const cycle of cyclesOf(moduleEdges)) found.push(`module cycle: ${cycle.join(' ↔ ')}`);
  return found.sort();
}

/** A web feature importing app/ (routes, layouts, paths): shared code belongs in components/ or lib/. */
export function featureToAppViolations(root) {
  const webSrc = path.join(root, 'apps/web/src');
  const app = path.join(webSrc, 'app');
  const found = [];
  for (const file of codeFiles(path.join(webSrc, 'features'))) {
    for (const target of runtimeTargets(file)) {
      if (path.relative(app, target).startsWith('..')) continue;
      found.push(
        `${relativeTo(root, file)}: imports ${relativeTo(root, target)} (a feature does not import app/)`,
      );
    }
  }
  return [...new Set(found)].sort();
}

export const STRUCTURE_RULES = {
  'path literals outside the contract': pathLiteralViolations,
  'hand-typed API answers': handTypedAnswerViolations,
  "another module's internals": moduleInternalsViolations,
  'repositories through a front door': frontDoorRepositoryViolations,
  'import cycles': importCycleViolations,
  'feature → app imports': featureToAppViolations,
};

/** A violation without its line number: the baseline survives edits above it. */
const keyOf = (line) => line.replace(/^([^:]+):\d+:/, '$1:');

/**
 * The violations not in the baseline (`added`), the baseline entries no longer found (`fixed`),
 * and the baseline as it should now be (`kept`). Entries are counted: a file with two known
 * literals may not gain a third.
 */
export function compareWithBaseline(current, baseline) {
  const known = new Map();
  for (const entry of baseline) known.set(entry, (known.get(entry) ?? 0) + 1);
  const added = [];
  const kept = [];
  for (const line of current) {
    const key = keyOf(line);
    if ((known.get(key) ?? 0) > 0) {
      known.set(key, known.get(key) - 1);
      kept.push(key);
    } else added.push(line);
  }
  const fixed = [...known].flatMap(([key, count]) => Array(count).fill(key));
  return { added, fixed, kept };
}
