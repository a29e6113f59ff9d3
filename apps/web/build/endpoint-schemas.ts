/// <reference types="node" />
import { parseSync, Visitor } from 'oxc-parser';
import type { Plugin } from 'vite';

/** The contract's endpoint files: `packages/contract/src/<feature>/endpoints.ts`. */
const ENDPOINT_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/](?:.+[\\/])?endpoints\.ts$/;
/** An endpoint's schemas: what the server validates with and both sides are typed by. */
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'responses']);

/**
 * `code` with the schemas of every `defineEndpoint({ … })` replaced by `undefined`: what the
 * browser runs of an endpoint is its method, path, auth and paging, never its schemas. Their types
 * are unchanged (TypeScript reads the source); once no value uses them, the bundler drops the
 * schema modules and zod with them, so a page that calls the API does not evaluate zod (issue 31's
 * first view stays light; issue 30's endpoints carry their schemas for the server and the types).
 * Answers null when there is nothing to strip.
 */
export function stripEndpointSchemas(code: string, fileName = 'endpoints.ts'): string | null {
  const { program, errors } = parseSync(fileName, code);
  if (errors.length) throw new Error(`${fileName}: ${errors[0]?.message}`);
  const spans: { start: number; end: number }[] = [];
  new Visitor({
    CallExpression(call) {
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'defineEndpoint') return;
      const [definition] = call.arguments;
      if (definition?.type !== 'ObjectExpression') return;
      for (const property of definition.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
        if (SCHEMA_KEYS.has(property.key.name))
          spans.push({ start: property.value.start, end: property.value.end });
      }
    },
  }).visit(program);
  if (!spans.length) return null;
  let stripped = code;
  for (const { start, end } of spans.sort((a, b) => b.start - a.start)) {
    stripped = `${stripped.slice(0, start)}undefined${stripped.slice(end)}`;
  }
  return withoutUnusedImports(stripped, fileName);
}

/**
 * `code` without the imported names nothing uses any more (and without an import left empty), so
 * that the module graph itself, not only the bundler's tree-shaking, no longer leads from an
 * endpoint to the schemas and zod (build/first-view-chunks.ts reads that graph).
 */
function withoutUnusedImports(code: string, fileName: string): string {
  const { program } = parseSync(fileName, code);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of program.body) {
    if (
      statement.type !== 'ImportDeclaration' ||
      statement.importKind === 'type' ||
      !statement.specifiers.length
    ) {
      continue;
    }
    const rest = code.slice(0, statement.start) + code.slice(statement.end);
    const used = statement.specifiers.filter((specifier) =>
      new RegExp(`(?<![\\w$.])${specifier.local.name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest),
    );
    if (used.length === statement.specifiers.length) continue;
    const source = code.slice(statement.source.start, statement.source.end);
    const names = used.map((specifier) => code.slice(specifier.start, specifier.end));
    edits.push({
      start: statement.start,
      end: statement.end,
      text: names.length ? `import { ${names.join(', ')} } from ${source};` : '',
    });
  }
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}${text}${result.slice(end)}`;
  }
  return result;
}

/** The browser build's side of stripEndpointSchemas (the server-side renderer keeps them: it never bundles for a phone). */
export function endpointSchemasStripped(): Plugin {
  return {
    name: 'ideaignite:endpoint-schemas-stripped',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (this.environment?.config.consumer === 'server' || !ENDPOINT_FILE.test(id)) return null;
      const stripped = stripEndpointSchemas(code, id);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
