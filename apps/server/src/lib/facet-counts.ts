/**
 * Facet counts (a filtered list's "how many per option"): the rows one `union all` statement
 * answers, one per option (`facet`, `value`, its spelling `label` for free-text filters, `count`)
 * and one `total`, folded into the answer's shape. Discovery's role lists and the jobs board both
 * count this way; their statements are their own (in their repositories).
 */

export interface FacetRow<Key extends string> {
  facet: Key | 'total';
  value: string | null;
  label: string | null;
  count: number;
}

export interface FacetCounts<Key extends string> {
  total: number;
  /** Per filter, the options found with their counts (and, for free-text ones, their spelling). */
  counts: Partial<Record<Key, Array<{ value: string; count: number; label?: string }>>>;
}

/** The rows folded per filter, first row of an option kept (a chosen option may come twice). */
export function facetCountsOf<Key extends string>(rows: readonly FacetRow<Key>[]): FacetCounts<Key> {
  const result: FacetCounts<Key> = { total: 0, counts: {} };
  for (const row of rows) {
    if (row.facet === 'total') {
      result.total = Number(row.count);
      continue;
    }
    const facet = row.facet as Key;
    const list = result.counts[facet] ?? [];
    result.counts[facet] = list;
    if (list.some((option) => option.value === row.value)) continue;
    list.push({
      value: row.value ?? '',
      count: Number(row.count),
      ...(row.label !== null ? { label: row.label } : {}),
    });
  }
  return result;
}
