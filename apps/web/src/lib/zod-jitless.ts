// zod compiles object parsers with `new Function` after probing for it, which our CSP
// (script-src 'self', no 'unsafe-eval') reports as a violation on every page; its interpreter
// is fast enough for forms. This is `z.config({ jitless: true })` without importing zod, so the
// public pages, which build no schema, do not download it: zod keeps its global settings in
// `globalThis.__zod_globalConfig` and reads `jitless` when a schema is built, which happens only
// in modules imported after this one (main.tsx imports it first).
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}
// Set in place: zod keeps a reference to the object once it is loaded.
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
