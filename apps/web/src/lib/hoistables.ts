/** React 19 writes a page's <title>, <meta> and its own preload hints first; they belong in <head>. */
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** The rendered page as what goes in <head> (its leading <title>, <meta>, <link>) and the markup. */
export function splitHoistables(rendered: string): { head: string; body: string } {
  const head = rendered.match(LEADING_HOISTABLES)?.[0] ?? '';
  return { head, body: rendered.slice(head.length) };
}
