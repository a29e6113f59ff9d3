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
  // One pass over the markup: each tag found is kept for <head> and taken out.
  const nested: string[] = [];
  const rest = body.replace(NESTED_HOISTABLE, (tag) => {
    nested.push(tag);
    return '';
  });
  return { head: head + nested.join(''), body: rest };
}

/** What a shell (index.html, app.html) has for a rendered page to fill. */
export const SHELL_TITLE = '<title>IdeaIgnite</title>';
export const EMPTY_ROOT = '<div id="root"></div>';

/** The shell's root element, in the default language: a page in another names its own. */
export const SHELL_LANG = '<html lang="en-IN">';

/** A shell cut where a page goes: around its <title> (when it has one), at </head>, and its empty #root. */
interface ShellParts {
  /** Up to the shell's <title>, or up to </head> when it has none. */
  start: string;
  /** The shell's own <title>, or '' when it has none. */
  title: string;
  /** From after the title to </head>. */
  restOfHead: string;
  /** From </head> to the empty #root. */
  beforeRoot: string;
  /** After the empty #root. */
  end: string;
}

/** The shells a server fills (shell.html, app.html), with what is kept for each: a few at most. */
const SHELLS_KEPT = 4;

/** Keeps `value` for `shell`, forgetting the oldest shell beyond SHELLS_KEPT. */
function keep<T>(kept: Map<string, T>, shell: string, value: T): T {
  if (kept.size >= SHELLS_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(shell, value);
  return value;
}

const shellParts = new Map<string, ShellParts>();

/** The shell's parts, cut once per shell: a page per request then costs a few joins, not copies of it. */
function partsOf(shell: string): ShellParts {
  const known = shellParts.get(shell);
  if (known) return known;
  const root = shell.indexOf(EMPTY_ROOT);
  if (root < 0) throw new Error(`the shell has no ${EMPTY_ROOT} to fill`);
  const headEnd = shell.indexOf('</head>');
  if (headEnd < 0 || headEnd > root) throw new Error('the shell has no </head> before its root');
  const titleAt = shell.indexOf(SHELL_TITLE);
  const hasTitle = titleAt >= 0 && titleAt < headEnd;
  const titleEnd = hasTitle ? titleAt + SHELL_TITLE.length : headEnd;
  return keep(shellParts, shell, {
    start: shell.slice(0, hasTitle ? titleAt : headEnd),
    title: hasTitle ? SHELL_TITLE : '',
    restOfHead: shell.slice(titleEnd, headEnd),
    beforeRoot: shell.slice(headEnd, root),
    end: shell.slice(root + EMPTY_ROOT.length),
  });
}

/** A piece of a filled shell: `shell` when it is the shell's own text, the same on every page. */
type Piece = readonly [text: string, shell: boolean];

function piecesOf(
  shell: string,
  page: { head: string; body: string; after?: string; lang?: string },
): Piece[] {
  const parts = partsOf(shell);
  if (page.lang && !parts.start.includes(SHELL_LANG)) throw new Error(`the shell has no ${SHELL_LANG}`);
  const start: Piece = page.lang
    ? [parts.start.replace(SHELL_LANG, () => `<html lang="${page.lang}">`), false]
    : [parts.start, true];
  const head: Piece[] =
    page.head.includes('<title>') && parts.title
      ? [
          [page.head, false],
          [parts.restOfHead, true],
        ]
      : [
          [parts.title, true],
          [parts.restOfHead, true],
          [page.head, false],
        ];
  return [
    start,
    ...head,
    [parts.beforeRoot, true],
    [`<div id="root">${page.body}</div>${page.after ?? ''}`, false],
    [parts.end, true],
  ];
}

/**
 * The shell with a page in it: `head` in place of the shell's <title> when it has its own (else
 * before </head>), `body` in #root and `after` right after it, and `lang` on <html> for a page
 * in another language than the shell's. Throws if the shell has no empty #root to fill.
 */
export function fillShell(
  shell: string,
  page: { head: string; body: string; after?: string; lang?: string },
): string {
  return piecesOf(shell, page)
    .map(([text]) => text)
    .join('');
}

const encoder = new TextEncoder();
/** Each shell's own pieces, as UTF-8. */
const encodedShells = new Map<string, Map<string, Uint8Array>>();

/**
 * fillShell's page as UTF-8, the shell's own pieces encoded once per shell. A page is sent as
 * bytes: one character beyond Latin-1 anywhere (the shell's own "—", a Hindi name, "₹") makes the
 * whole string two-byte, and measuring then encoding a ~160 KB two-byte string cost the server
 * ~1.3 ms each time (bench/README.md). Only the page's own parts are encoded per request.
 */
export function fillShellBytes(
  shell: string,
  page: { head: string; body: string; after?: string; lang?: string },
): Uint8Array {
  const pieces = encodedShells.get(shell) ?? keep(encodedShells, shell, new Map<string, Uint8Array>());
  const encoded = piecesOf(shell, page).map(([text, own]) => {
    if (!own) return encoder.encode(text);
    let bytes = pieces.get(text);
    if (!bytes) {
      bytes = encoder.encode(text);
      pieces.set(text, bytes);
    }
    return bytes;
  });
  const out = new Uint8Array(encoded.reduce((size, bytes) => size + bytes.length, 0));
  let at = 0;
  for (const bytes of encoded) {
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}
