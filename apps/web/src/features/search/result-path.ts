import type { SearchKind } from '@ideaignite/contract/search';
import { jobPath, PATHS, postPath, userPath } from '../../lib/paths.ts';

/** A result's own address: a person's or a startup's profile, a post's page, a job posting's page. */
export function resultPath(kind: SearchKind, id: string): string {
  if (kind === 'person' || kind === 'startup') return userPath(id);
  if (kind === 'job') return jobPath(id);
  return postPath(kind, id);
}

/** /search with the words (and a tab other than "all", and that tab's filters). */
export function searchPagePath(
  q: string,
  tab = 'all',
  filters: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (tab !== 'all') params.set('tab', tab);
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return `${PATHS.search}?${params}`;
}
