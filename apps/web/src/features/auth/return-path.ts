/** A path on this site ('/x'), never '//host' or a backslash trick; null otherwise. */
function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}

/**
 * The page to return to after signing in: the one a signed-out visit was sent away from
 * (RequireAuth puts it in the navigation state), or the `next` of the address (a public page's
 * "Sign in" link, issue 26); accepted only when it is a path on this site.
 */
export function returnPathFrom(state: unknown, search = ''): string | null {
  const from = state && typeof state === 'object' && 'from' in state ? sitePath(state.from) : null;
  return from ?? sitePath(new URLSearchParams(search).get('next'));
}
