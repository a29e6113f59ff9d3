/**
 * Rendered pages into HTML shells: the landing page at build (build/prerender.ts) and the
 * signed-in dashboard per request (src/ssr.tsx) go into index.html and app.html the same way.
 */

/** React 19 writes a page's <title>, <meta> and its own preload hints first; they belong in <head>. */
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * A <title> or <meta> further in: React writes them where they are rendered when that is inside
 * a Suspense boundary (as every lazy page is). Text a user wrote is escaped (`&lt;title&gt;`), so
 * only React's own tags match.
 */
const NESTED_HOISTABLE = /<title>[^<]*<\/title>|<meta [^>]*\/>/g;

/** The rendered page as what goes in <head> (its leading <title>, <meta>, <link>) and the markup. */
export function splitHoistables(rendered: string): { head: string; body: string } {
  const head = rendered.match(LEADING_HOISTABLES)?.[0] ?? '';
  return { head, body: rendered.slice(head.length) };
}

/** As splitHoistables, with the <title> and <meta> rendered inside Suspense boundaries moved to <head> too. */
export function hoistAll(rendered: string): { head: string; body: string } {
  const { head, body } = splitHoistables(rendered);
  const nested = body.match(NESTED_HOISTABLE) ?? [];
  return { head: head + nested.join(''), body: body.replace(NESTED_HOISTABLE, '') };
}

/** What a shell (index.html, app.html) has for a rendered page to fill. */
export const SHELL_TITLE = '<title>IdeaIgnite</title>';
export const EMPTY_ROOT = '<div id="root"></div>';

/** The shell's root element, in the default language: a page in another names its own. */
export const SHELL_LANG = '<html lang="en-IN">';

/**
 * The shell with a page in it: `head` in place of the shell's <title> when it has its own (else
 * before </head>), `body` in #root and `after` right after it, and `lang` on <html> for a page
 * in another language than the shell's. Throws if the shell has no empty #root to fill.
 */
export function fillShell(
  shell: string,
  page: { head: string; body: string; after?: string; lang?: string },
): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`the shell has no ${EMPTY_ROOT} to fill`);
  if (page.lang && !shell.includes(SHELL_LANG)) throw new Error(`the shell has no ${SHELL_LANG}`);
  const inLanguage = page.lang ? shell.replace(SHELL_LANG, () => `<html lang="${page.lang}">`) : shell;
  const withHead =
    page.head.includes('<title>') && inLanguage.includes(SHELL_TITLE)
      ? inLanguage.replace(SHELL_TITLE, () => page.head)
      : inLanguage.replace('</head>', () => `${page.head}</head>`);
  return withHead.replace(EMPTY_ROOT, () => `<div id="root">${page.body}</div>${page.after ?? ''}`);
}
