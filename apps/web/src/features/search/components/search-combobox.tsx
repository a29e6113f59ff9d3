import type { SearchKind } from '@ideaignite/contract/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { canSearch, suggestQueryOptions } from '../api/search.ts';
import { resultPath, searchPagePath } from '../result-path.ts';
import { searchWords } from '../words/index.ts';
import { kindLabel } from './kind-label.ts';

const SUGGEST_DELAY_MS = 150;

/**
 * The search box with suggestions as a person types (the ARIA combobox pattern): the arrow keys
 * move through them, Enter opens the chosen one, or /search with the words when none is chosen.
 * `onDone` is called once it has navigated (the dialog around it closes).
 */
export function SearchCombobox({
  inputRef,
  onDone,
}: {
  inputRef?: React.Ref<HTMLInputElement>;
  onDone: () => void;
}) {
  const m = useWords(searchWords);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // The chosen suggestion by what it is, not where it is: the list that answers the last words
  // typed may arrive after a person has chosen from the one before, in another order.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const q = useDebouncedValue(text, SUGGEST_DELAY_MS);
  // The list on screen stays while the next one loads, so what was chosen is still there.
  const suggest = useQuery({ ...suggestQueryOptions(q), placeholderData: keepPreviousData });
  const suggestions = canSearch(q) ? (suggest.data?.suggestions ?? []) : [];
  const listId = useId();
  const hintId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const open = canSearch(text) && suggestions.length > 0;
  const keyOf = (suggestion: { kind: SearchKind; id: string }) => `${suggestion.kind}-${suggestion.id}`;
  const activeIndex = open ? suggestions.findIndex((suggestion) => keyOf(suggestion) === activeKey) : -1;

  const go = (path: string) => {
    onDone();
    navigate(path);
  };
  const choose = (kind: SearchKind, id: string) => go(resultPath(kind, id));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 (the box itself) and every suggestion, in a ring.
      const ring = suggestions.length + 1;
      const next = suggestions[((activeIndex + 1 + step + ring) % ring) - 1];
      setActiveKey(next ? keyOf(next) : null);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const picked = suggestions[activeIndex];
      if (picked) choose(picked.kind, picked.id);
      else if (canSearch(text)) go(searchPagePath(text));
    }
  };

  return (
    <div>
      <div className="relative">
        <Search aria-hidden className="-translate-y-1/2 absolute top-1/2 left-3 size-5 text-ink-500" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={m.boxLabel}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          placeholder={m.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          className="w-full rounded-xl border border-ink-300 bg-white py-3 pr-3 pl-10 text-base text-ink-900 placeholder:text-ink-500 focus-visible:outline-saffron-500"
        />
      </div>
      <p id={hintId} className="mt-2 text-ink-600 text-sm">
        {canSearch(text) ? m.keyHint : m.typeMore}
      </p>
      <div id={listId} role="listbox" aria-label={m.suggestions} className={cn('mt-3', !open && 'hidden')}>
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the box's arrow keys and Enter choose an option
          <div
            key={keyOf(suggestion)}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            onClick={() => choose(suggestion.kind, suggestion.id)}
            onMouseMove={() => setActiveKey(keyOf(suggestion))}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5',
              index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-ink-800',
            )}
          >
            <span className="min-w-0 truncate font-medium">{suggestion.title}</span>
            <span className="shrink-0 text-ink-600 text-xs">{kindLabel(m, suggestion.kind)}</span>
          </div>
        ))}
      </div>
      {canSearch(q) && suggest.isSuccess && suggestions.length === 0 ? (
        <p role="status" className="mt-3 text-ink-600 text-sm">
          {m.noSuggestions}
        </p>
      ) : null}
    </div>
  );
}
