import { X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';

/** One chosen filter value, as a chip: its words are the caller's. */
export interface FilterChip {
  key: string;
  value: string;
  label: string;
  /** The chip button's name, e.g. "Remove filter Sector: Fintech". */
  removeLabel: string;
}

interface FilterChipsProps {
  chips: FilterChip[];
  listLabel: string;
  clearAllLabel: string;
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
  /** Where focus goes when no chip is left to take it (the filters' heading or search box). */
  fallbackFocus: () => void;
}

/**
 * The chosen filter values of a list (discovery's people, the jobs board) as removable chips, and
 * "Clear all". Removing a chip moves focus to the chip that takes its place (or the one before);
 * the last one gone, to `fallbackFocus`.
 */
export function FilterChips({
  chips,
  listLabel,
  clearAllLabel,
  onRemove,
  onClearAll,
  fallbackFocus,
}: FilterChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

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

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul ref={listRef} aria-label={listLabel} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={`${chip.key}:${chip.value}`}>
            <button
              type="button"
              aria-label={chip.removeLabel}
              onClick={() => {
                focusIndex.current = index;
                onRemove(chip);
              }}
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
          onClearAll();
          fallbackFocus();
        }}
        className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500 pointer-fine:min-h-9"
      >
        {clearAllLabel}
      </button>
    </div>
  );
}
