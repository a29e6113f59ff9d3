/// <reference types="node" />
import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the first view of a signed-in page (issue 31). Left alone, the bundler
 * cuts the code a dashboard needs into ~80 chunks, one per set of lazy pages sharing it (an icon
 * used by five pages is a chunk of 0.6 KB): a phone paid a request and a module evaluation for
 * each. Four groups instead, each computed from the module graph once it is built:
 *
 * - `framework`: what the entry loads statically (React, the router, the landing page and the
 *   public frame), as before, plus the modules vite.config.ts names.
 * - `shared`: what the signed-in frame or the home page needs that a public lazy page (sign-in,
 *   sign-up…) needs too: TanStack Query, the API client, the contract's words. A public page
 *   loads it instead of a dozen pieces of it.
 * - `frame`: the rest of what every signed-in page needs: the route table, the sidebar and top
 *   bar, the socket, the query cache (FRAME_ROOTS).
 * - `home`: the rest of the dashboard page, every role's home (HOME_ROOTS).
 *
 * Only static imports are followed: what the first view does not evaluate (dialogs, comment
 * threads, other pages, all behind `import()`) stays out and is split as before. Imports through
 * the contract's barrel (`@ideaignite/contract`) are followed to the modules that export the names
 * imported, not to all forty (the zod schemas among them).
 */
const FRAME_ROOTS = [
  /src\/app\/signed-in-routes\.tsx$/,
  /src\/app\/layouts\/app-layout\.tsx$/,
  /src\/app\/hydrate-signed-in-page\.ts$/,
  /src\/lib\/query-provider\.tsx$/,
];
/**
 * The signed-in pages whose first view gets a chunk of its own: every role's home and the chats
 * (the pages with a budget, budgets.json). What two of them share joins the frame.
 */
const PAGE_ROOTS = {
  // The dashboards: the feed page with the videos' and blogs' cards, as app/ puts it together.
  home: /src\/app\/pages\/dashboard-page\.tsx$/,
  messages: /src\/features\/messages\/messages-page\.tsx$/,
  // Lazy, but in the first view of every new member's dashboard: the "Get started" checklist.
  completeness: /src\/features\/profiles\/completeness\/completeness-panel\.tsx$/,
  // Lazy, but the first view of a job seeker's dashboard: their jobs, applications and saved jobs.
  jobseekerHome: /src\/features\/jobs\/home\/jobseeker-home\.tsx$/,
} as const;
/**
 * A page's modules that public pages import too go with the shared chunk when those of one set
 * of importers are this small (bytes of code): a request saved on every signed-in page is worth
 * a few KB more for the public pages. Larger sets get a chunk of their own.
 */
const SMALL_PUBLIC_PART = 8 * 1024;
type PageGroup = keyof typeof PAGE_ROOTS;
const CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/]/;
/** zod and the contract's request schemas (`schemas/`, `<feature>/schemas.ts`): one chunk for those a first view or a public page reaches. */
const VALIDATION =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]contract[\\/]src[\\/](?:schemas[\\/]|[\w-]+[\\/][\w-]*schemas\.ts$)/;
/** zod itself: always in the validation chunk. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/** The contract's Hindi: `hi/` and each feature's `hi.ts`. */
const CONTRACT_HINDI = /[\\/]contract[\\/]src[\\/](?:hi[\\/]|[\w-]+[\\/]hi\.ts$)/;
const PAGE_GROUPS = Object.keys(PAGE_ROOTS) as PageGroup[];

export interface ModuleGraph {
  ids: string[];
  /** The module's size in bytes of code, as transformed. */
  size(id: string): number;
  /**
   * The modules `id` imports statically, seen through re-exporting modules (barrels such as
   * `@ideaignite/contract`, `lucide-react`, `radix-ui`): the modules that define what it imports.
   */
  staticImports(id: string): readonly string[];
  dynamicImports(id: string): readonly string[];
  isEntry(id: string): boolean;
}

/** The groups' members: each module id in at most one of them. */
export type FirstViewSets = Record<'entry' | 'validation' | 'shared' | 'frame' | PageGroup, Set<string>> & {
  /**
   * A page's modules that public pages import too, each with the name of its chunk: one chunk per
   * set of public pages that import it (so sign-in, which needs the text field, does not load the
   * chats' dialog code with it).
   */
  publicParts: Map<string, string>;
};

const normal = (id: string) => id.replaceAll('\\', '/');

/** What a module imports from one specifier: the names, or every name (`*`, a namespace or `import 'x'`). */
export interface ImportStatement {
  specifier: string;
  names: string[] | '*';
}

/** How a barrel defines one name it exports: from `specifier`, as `name` there (`*`: the whole module). */
interface ReExport {
  specifier: string;
  name: string;
}

const STATEMENTS =
  /(import|export)\s*(type\s+)?([\w$]+\s*,?\s*)?(\*\s*(?:as\s+[\w$]+)?|\{[^}]*\})?\s*(?:from\s*)?["']([^"']+)["'];?|export\s*\{([^}]*)\};?/g;

const specifiers = (list: string) =>
  list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [from, as = from] = part.split(/\s+as\s+/).map((name) => name.trim());
      return { from: from!, as: as! };
    });

/** The import and export-from statements of a module's code (types gone, as the bundler transformed it). */
export function importStatements(code: string): ImportStatement[] {
  const found: ImportStatement[] = [];
  for (const match of code.matchAll(STATEMENTS)) {
    const [, , typeOnly, defaultName, bindings, specifier] = match;
    if (!specifier || typeOnly) continue;
    if (bindings?.startsWith('*') || (!defaultName && !bindings)) {
      found.push({ specifier, names: '*' });
      continue;
    }
    const names = bindings ? specifiers(bindings).map(({ from }) => from) : [];
    if (defaultName) names.push('default');
    found.push({ specifier, names });
  }
  return found;
}

/**
 * A barrel's exports and where each is defined, or null when the module is not a barrel (it has
 * code of its own besides imports and exports).
 */
export function barrelExports(code: string): Map<string, ReExport> | null {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(STATEMENTS, '')
    .replace(/["']use strict["'];?/g, '')
    .trim();
  if (rest) return null;
  const local = new Map<string, ReExport>();
  const exported = new Map<string, ReExport>();
  for (const match of code.matchAll(STATEMENTS)) {
    const [, keyword, typeOnly, defaultName, bindings, specifier, localList] = match;
    if (typeOnly) continue;
    if (localList !== undefined) {
      for (const { from, as } of specifiers(localList)) {
        const binding = local.get(from);
        if (binding) exported.set(as, binding);
      }
      continue;
    }
    if (!specifier) continue;
    const target = keyword === 'export' ? exported : local;
    if (defaultName) local.set(defaultName.replace(',', '').trim(), { specifier, name: 'default' });
    if (!bindings) continue;
    const namespace = /^\*\s*as\s+([\w$]+)/.exec(bindings);
    if (namespace) target.set(namespace[1]!, { specifier, name: '*' });
    else if (bindings.startsWith('*')) exported.set(`*${specifier}`, { specifier, name: '*' });
    else for (const { from, as } of specifiers(bindings)) target.set(as, { specifier, name: from });
  }
  return exported;
}

function closure(roots: Iterable<string>, follow: (id: string) => readonly string[]) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...follow(id));
  }
  return seen;
}

/**
 * Splits the signed-in first view into the groups. `framework` says which modules vite.config.ts
 * puts with the framework. Throws when a root is missing: a renamed file must not quietly turn
 * the grouping off.
 */
export function firstViewSets(graph: ModuleGraph, framework: (id: string) => boolean): FirstViewSets {
  const rootsOf = (patterns: RegExp[]) =>
    patterns.map((pattern) => {
      const found = graph.ids.find((id) => pattern.test(normal(id)));
      if (!found) throw new Error(`first-view-chunks: no module matches ${pattern}`);
      return found;
    });
  const frameRoots = rootsOf(FRAME_ROOTS);
  const statically = (id: string) => graph.staticImports(id);
  const entries = graph.ids.filter((id) => graph.isEntry(id));
  const entryStatic = closure(entries, statically);
  // What a public page can reach without going through the signed-in route table.
  const signedInTable = frameRoots[0]!;
  const publicReach = closure(entries, (id) =>
    [...statically(id), ...graph.dynamicImports(id)].filter((next) => next !== signedInTable),
  );
  const virtual = (id: string) => id.startsWith('\0');
  // What the first views and the public pages reach statically: the schemas they may need.
  const reachedFirst = new Set([
    ...closure([...frameRoots, ...PAGE_GROUPS.flatMap((name) => rootsOf([PAGE_ROOTS[name]]))], statically),
    ...publicReach,
  ]);
  // The contract's modules that build on zod (a schema beside its constants) go with the schemas:
  // a page that needs one of their constants would otherwise load zod through them. A schema only
  // a later page uses (a jobs posting's) stays with that page, importing zod from this chunk; the
  // Hindi (loaded when chosen) stays in its own chunk, and so do the words only it imports.
  const contractOnZod = (id: string) =>
    CONTRACT.test(id) && [...closure([id], statically)].some((reached) => VALIDATION.test(reached));
  const validation = new Set(
    graph.ids.filter(
      (id) =>
        !entryStatic.has(id) &&
        !CONTRACT_HINDI.test(id) &&
        (ZOD.test(id) || ((VALIDATION.test(id) || contractOnZod(id)) && reachedFirst.has(id))),
    ),
  );
  const keep = (id: string) => !entryStatic.has(id) && !framework(id) && !validation.has(id) && !virtual(id);
  const frameAll = closure(frameRoots, statically);
  const pageAll = Object.fromEntries(
    PAGE_GROUPS.map((name) => [name, closure(rootsOf([PAGE_ROOTS[name]]), statically)]),
  ) as Record<PageGroup, Set<string>>;
  const pagesUsing = (id: string) => PAGE_GROUPS.filter((name) => pageAll[name].has(id)).length;
  // Every signed-in page needs the frame; what public pages need of it too is the shared chunk.
  // So are the contract's words and constants that a first view uses (not its schemas, not its
  // Hindi): small, used all over, and imported by the schemas, which would otherwise take them into
  // the validation chunk.
  // Only those a first view reaches: a feature's words that only its own pages use (jobs' endpoints
  // and words, for one) go with those pages.
  const firstViews = new Set([...frameAll, ...PAGE_GROUPS.flatMap((name) => [...pageAll[name]])]);
  const contractWords = graph.ids.filter(
    (id) =>
      CONTRACT.test(id) &&
      !CONTRACT_HINDI.test(id) &&
      !/index\.ts$/.test(id) &&
      keep(id) &&
      firstViews.has(id),
  );
  const shared = new Set([
    ...[...frameAll].filter((id) => keep(id) && publicReach.has(id)),
    ...contractWords,
  ]);
  const frame = new Set(
    [...frameAll, ...PAGE_GROUPS.flatMap((name) => [...pageAll[name]])].filter(
      (id) => keep(id) && !shared.has(id) && !publicReach.has(id) && (frameAll.has(id) || pagesUsing(id) > 1),
    ),
  );
  // Each page's own modules, in two chunks: what a public page may import too, and the rest, so
  // that a public page never loads a signed-in page's chunk.
  const taken = new Set([...shared, ...frame]);
  // The public pages and what each loads statically (lazy pages and their lazy dialogs alike).
  const publicRoots = [...publicReach].filter((id) =>
    [...publicReach].some((importer) => graph.dynamicImports(importer).includes(id)),
  );
  const rootsReaching = new Map<string, number[]>();
  publicRoots.forEach((root, index) => {
    for (const id of closure([root], statically))
      rootsReaching.set(id, [...(rootsReaching.get(id) ?? []), index]);
  });
  const pages = {} as Record<PageGroup, Set<string>>;
  const publicParts = new Map<string, string>();
  for (const name of PAGE_GROUPS) {
    const own = [...pageAll[name]].filter((id) => keep(id) && !taken.has(id));
    pages[name] = new Set(own.filter((id) => !publicReach.has(id)));
    for (const id of own.filter((candidate) => publicReach.has(candidate))) {
      publicParts.set(id, `public-${(rootsReaching.get(id) ?? []).join('.')}`);
    }
    for (const id of own) taken.add(id);
  }
  const partSize = new Map<string, number>();
  for (const [id, part] of publicParts) partSize.set(part, (partSize.get(part) ?? 0) + graph.size(id));
  for (const [id, part] of publicParts) {
    if ((partSize.get(part) ?? 0) >= SMALL_PUBLIC_PART) continue;
    publicParts.delete(id);
    shared.add(id);
  }
  // The entry's own module stays the entry chunk (index.html's script): only what it imports joins the framework.
  const entryModules = new Set(entries.flatMap((id) => [id, ...graph.staticImports(id)]));
  const entry = new Set([...entryStatic].filter((id) => !entryModules.has(id) && !virtual(id)));
  return { entry, validation, shared, frame, ...pages, publicParts };
}

/**
 * The plugin that computes the sets once the graph is built, and the code-splitting groups that
 * read them (Rolldown asks the groups' `test` after the build, when it makes the chunks).
 */
export function firstViewChunks(framework: RegExp) {
  let sets: FirstViewSets | undefined;
  const member = (name: Exclude<keyof FirstViewSets, 'publicParts'>) => (id: string) =>
    sets?.[name].has(id) ?? false;
  const plugin: Plugin = {
    name: 'ideaignite:first-view-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const resolved = new Map<string, Promise<string | undefined>>();
      const resolve = (specifier: string, importer: string) => {
        const key = `${importer}\0${specifier}`;
        if (!resolved.has(key))
          resolved.set(
            key,
            this.resolve(specifier, importer).then((result) => result?.id),
          );
        return resolved.get(key)!;
      };
      const barrels = new Map<string, Map<string, ReExport> | null>();
      const barrelOf = (id: string) => {
        if (!barrels.has(id)) barrels.set(id, barrelExports(info(id)?.code ?? 'code'));
        return barrels.get(id)!;
      };
      /** The modules that define `name` (or, for `*`, everything) as `barrel` exports it. */
      const definers = async (barrel: string, name: string, depth = 0): Promise<string[]> => {
        const exports = barrelOf(barrel);
        if (!exports || depth > 8) return [barrel];
        const wanted =
          name === '*' ? [...exports.values()] : [exports.get(name)].filter((entry) => entry !== undefined);
        // A name not listed by name comes through an `export *`: any of those may define it.
        const through =
          name === '*' || wanted.length ? [] : [...exports.entries()].filter(([key]) => key.startsWith('*'));
        const found: string[] = [];
        for (const reExport of [...wanted, ...through.map(([, entry]) => entry)]) {
          const target = await resolve(reExport.specifier, barrel);
          if (!target) continue;
          if (name !== '*' && reExport.name === '*' && !wanted.length) {
            if (!(info(target)?.exports ?? []).includes(name) && !barrelOf(target)) continue;
            found.push(...(await definers(target, name, depth + 1)));
          } else found.push(...(await definers(target, reExport.name, depth + 1)));
        }
        return found;
      };
      const edges = new Map<string, string[]>();
      for (const id of ids) {
        const imported = new Set(info(id)?.importedIds ?? []);
        const through: string[] = [];
        for (const statement of importStatements(info(id)?.code ?? '')) {
          const target = await resolve(statement.specifier, id);
          if (!target || !imported.has(target) || !barrelOf(target)) continue;
          imported.delete(target);
          for (const name of statement.names === '*' ? ['*'] : statement.names) {
            through.push(...(await definers(target, name)));
          }
        }
        edges.set(id, [...imported, ...through]);
      }
      sets = firstViewSets(
        {
          ids,
          size: (id) => info(id)?.code?.length ?? 0,
          staticImports: (id) => edges.get(id) ?? [],
          dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
          isEntry: (id) => info(id)?.isEntry ?? false,
        },
        (id) => framework.test(id),
      );
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      if (process.env.FIRST_VIEW_DEBUG) {
        for (const chunk of chunks) {
          if (
            ['framework', 'validation', 'shared', 'frame', ...PAGE_GROUPS].includes(chunk.name) ||
            chunk.name.startsWith('public-')
          ) {
            console.log(
              `${chunk.name}: ${chunk.fileName} ${chunk.code.length} B, ${chunk.moduleIds.length} modules`,
            );
            // FIRST_VIEW_DEBUG=modules: and each module in it.
            if (process.env.FIRST_VIEW_DEBUG === 'modules') {
              for (const id of chunk.moduleIds)
                console.log(`  ${chunk.name} ${id.replace(/^.*?\/(apps|packages|node_modules)\//, '$1/')}`);
            }
          }
        }
      }
      // The landing page loads the entry and what it imports: never a signed-in group.
      const entry = chunks.find((chunk) => chunk.isEntry);
      const groupFiles = new Map(
        chunks
          .filter((chunk) => ['shared', 'frame', ...PAGE_GROUPS].includes(chunk.name))
          .map((c) => [c.fileName, c.name]),
      );
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') return;
        if (groupFiles.has(fileName)) {
          this.error(`first-view-chunks: the entry loads the ${groupFiles.get(fileName)} chunk statically`);
        }
        for (const imported of chunk.imports) visit(imported);
      };
      if (entry) visit(entry.fileName);
    },
  };
  const groups = [
    /*
     * What the entry loads statically goes with the framework: otherwise a group below would take
     * an entry module along with its own (Rolldown includes a captured module's dependencies),
     * and the entry would import that group's chunk.
     */
    { name: 'framework', test: (id: string) => framework.test(id) || member('entry')(id), priority: 30 },
    /*
     * Rolldown takes a group's modules with their dependencies not taken yet, in priority order:
     * a group must come after those holding what it imports. The schemas import the contract's
     * words (shared); the page groups import the schemas.
     */
    { name: 'shared', test: member('shared'), priority: 25 },
    { name: 'frame', test: member('frame'), priority: 22 },
    // The request schemas and zod: the forms' checks, which no first view of a dashboard evaluates.
    { name: 'validation', test: member('validation'), priority: 20 },
    ...PAGE_GROUPS.flatMap((name) => [{ name, test: member(name), priority: 5 }]),
    {
      name: (id: string) => sets?.publicParts.get(id) ?? null,
      debugName: 'page-public-parts',
      test: (id: string) => sets?.publicParts.has(id) ?? false,
      priority: 6,
    },
  ];
  return { plugin, groups };
}
