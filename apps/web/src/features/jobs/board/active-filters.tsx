import { X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useJobText } from '../lib/labels.ts';
import { jobsWords } from '../words/index.ts';
import { filterValueLabel } from './filter-options.ts';
import { type FilterKey, MULTI_FILTERS, SINGLE_FILTERS } from './filter-state.ts';
import type { BoardView } from './use-board-view.ts';

/** The chosen values as removable chips, and Clear all; focus moves to the next chip, or `fallbackFocus`. */
export function ActiveFilters({ view, fallbackFocus }: { view: BoardView; fallbackFocus: () => void }) {
  const m = useWords(jobsWords);
  const t = useJobText();
  const locale = useLocale();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const chips = [...MULTI_FILTERS, ...SINGLE_FILTERS].flatMap((key) =>
    (view.filters[key] ?? []).map((value) => ({
      key,
      value,
      label: filterValueLabel(key, value, { m, t, locale }),
    })),
  );

  useLayoutEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else fallbackFocus();
  });

  if (chips.length === 0) return null;

  function remove(key: FilterKey, value: string, index: number) {
    focusIndex.current = index;
    view.setFilter(
      key,
      (view.filters[key] ?? []).filter((item) => item !== value),
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul ref={listRef} aria-label={m.activeFilters} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={`${chip.key}:${chip.value}`}>
            <button
              type="button"
              aria-label={m.removeFilter(m.filterGroups[chip.key], chip.label)}
              onClick={() => remove(chip.key, chip.value, index)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-saffron-50 py-1 pr-2.5 pl-3.5 font-medium text-saffron-800 text-sm ring-1 ring-saffron-200 hover:bg-saffron-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 pointer-fine:min-h-9"
            >
              {chip.label}
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          view.clearFilters();
          fallbackFocus();
        }}
        className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500 pointer-fine:min-h-9"
      >
        {m.clearAll}
      </button>
    </div>
  );
}
