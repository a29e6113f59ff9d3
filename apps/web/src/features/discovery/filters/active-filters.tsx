import { DISCOVERY_FILTERS, type DiscoveryFilterKey } from '@ideaignite/contract';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { DiscoveryView } from '../use-discovery-view.ts';
import { discoveryWords } from '../words/index.ts';
import { chosenLabel } from './filter-options.ts';

/**
 * The chosen filter values as removable chips, and "Clear all". Removing a chip moves focus to
 * the chip that takes its place (or the one before); the last one gone, to `fallbackFocus`.
 */
export function ActiveFilters({ view, fallbackFocus }: { view: DiscoveryView; fallbackFocus: () => void }) {
  const m = useWords(discoveryWords);
  const t = useContractText();
  const locale = useLocale();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const chips = DISCOVERY_FILTERS[view.role].flatMap((key) =>
    (view.filters[key] ?? []).map((value) => ({
      key,
      value,
      label: chosenLabel(key, value, { m, t, locale }),
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

  function remove(key: DiscoveryFilterKey, value: string, index: number) {
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
