import type { SearchKind } from '@ideaignite/contract/search';
import { jobPath, PATHS, postPath, userPath } from '../../lib/paths.ts';

/** A result's own address: a person's or a startup's profile, a post's page, a job posting's page. */
export function resultPath(kind: SearchKind, id: string): string {
  if (kind === 'person' || kind === 'startup') return userPath(id);
  if (kind === 'job') return jobPath(id);
  return postPath(kind, id);
}

/** /search with the words (and a tab other than "all"). */
export function searchPagePath(q: string, tab = 'all'): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (tab !== 'all') params.set('tab', tab);
  return `${PATHS.search}?${params}`;
}
