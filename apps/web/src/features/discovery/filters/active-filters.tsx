import { DISCOVERY_FILTERS, type DiscoveryFilterKey } from '@ideaignite/contract';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { DiscoveryView } from '../use-discovery-view.ts';
import { discoveryWords } from '../words/index.ts';
import { chosenLabel } from './filter-options.ts';

/** The chosen filter values as removable chips, and "Clear all" (FilterChips, in discovery's words). */
export function ActiveFilters({ view, fallbackFocus }: { view: DiscoveryView; fallbackFocus: () => void }) {
  const m = useWords(discoveryWords);
  const t = useContractText();
  const locale = useLocale();
  const chips = DISCOVERY_FILTERS[view.role].flatMap((key) =>
    (view.filters[key] ?? []).map((value) => {
      const label = chosenLabel(key, value, { m, t, locale });
      return { key, value, label, removeLabel: m.removeFilter(m.filterGroups[key], label) };
    }),
  );
  return (
    <FilterChips
      chips={chips}
      listLabel={m.activeFilters}
      clearAllLabel={m.clearAll}
      onRemove={(chip) => {
        const key = chip.key as DiscoveryFilterKey;
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
