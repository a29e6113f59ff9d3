import { FilterChips } from '../../../components/filter-chips.tsx';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useJobText } from '../lib/labels.ts';
import { jobsWords } from '../words/index.ts';
import { filterValueLabel } from './filter-options.ts';
import { type FilterKey, MULTI_FILTERS, SINGLE_FILTERS } from './filter-state.ts';
import type { BoardView } from './use-board-view.ts';

/** The chosen values as removable chips, and Clear all (FilterChips, in the board's words). */
export function ActiveFilters({ view, fallbackFocus }: { view: BoardView; fallbackFocus: () => void }) {
  const m = useWords(jobsWords);
  const t = useJobText();
  const locale = useLocale();
  const chips = [...MULTI_FILTERS, ...SINGLE_FILTERS].flatMap((key) =>
    (view.filters[key] ?? []).map((value) => {
      const label = filterValueLabel(key, value, { m, t, locale });
      return { key, value, label, removeLabel: m.removeFilter(m.filterGroups[key], label) };
    }),
  );
  return (
    <FilterChips
      chips={chips}
      listLabel={m.activeFilters}
      clearAllLabel={m.clearAll}
      onRemove={(chip) => {
        const key = chip.key as FilterKey;
        view.setFilter(
          key,
          (view.filters[key] ?? []).filter((item) => item !== chip.value),
        );
      }}
      onClearAll={view.clearFilters}
      fallbackFocus={fallbackFocus}
    />
  );
}
