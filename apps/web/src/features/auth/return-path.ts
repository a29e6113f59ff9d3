/**
 * The page a signed-out visit was sent away from (RequireAuth puts it in the navigation state),
 * accepted only when it is a path on this site: '/x', never '//host' or a backslash trick.
 */
export function returnPathFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return null;
  }
  return from;
}
