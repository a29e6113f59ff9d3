import {
  DISCOVERY_FILTERS,
  type DiscoveryFacetsResponse,
  type DiscoveryFilterKey,
  INDIA_CITIES,
  MAX_FILTER_VALUES,
  TEXT_LIMITS,
} from '@ideaignite/contract';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { controlClasses } from '../../../components/field-styles.ts';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatCount } from '../../../lib/numbers.ts';
import type { DiscoveryView } from '../use-discovery-view.ts';
import { discoveryWords } from '../words/index.ts';
import { type FilterOption, optionsFor } from './filter-options.ts';
import { cleanFreeValue, FILTER_CHOICES } from './filter-state.ts';

/** Options shown before "Show all N" in a long list (sectors, states, common skills). */
const SHORT_LIST = 6;
/** The state list gets a search box from this many options on. */
const SEARCHABLE_FROM = 10;

interface FilterPanelProps {
  view: DiscoveryView;
  facets: DiscoveryFacetsResponse['facets'] | undefined;
}

/**
 * Every filter of the role's list, in its order, as groups of checkboxes with their counts. The
 * same panel sits beside the cards on wide screens and in the Filters dialog on phones.
 */
export function FilterPanel({ view, facets }: FilterPanelProps) {
  return (
    <div className="flex flex-col divide-y divide-ink-100">
      {DISCOVERY_FILTERS[view.role].map((key) => (
        <FilterGroup key={key} filterKey={key} view={view} facets={facets} />
      ))}
    </div>
  );
}

function FilterGroup({
  filterKey,
  view,
  facets,
}: {
  filterKey: DiscoveryFilterKey;
  view: DiscoveryView;
  facets: DiscoveryFacetsResponse['facets'] | undefined;
}) {
  const m = useWords(discoveryWords);
  const t = useContractText();
  const locale = useLocale();
  const [expanded, setExpanded] = useState(false);
  const [find, setFind] = useState('');
  // Options unticked here stay listed (a state nobody is in, a rare typed city, one past "Show
  // all"), so the box keeps focus and can be ticked again.
  const [unticked, setUnticked] = useState<string[]>([]);
  const findId = useId();
  const chosen = view.filters[filterKey] ?? [];
  const typed = FILTER_CHOICES[filterKey] === null;
  const kept = [...chosen, ...unticked.filter((value) => !chosen.includes(value))];
  const all = optionsFor(filterKey, kept, facets, { m, t, locale });

  // States: those with profiles (or chosen) unless searched for by name; the rest would find nobody.
  const findable = filterKey === 'state' && all.length >= SEARCHABLE_FROM;
  const needle = find.trim().toLowerCase();
  const relevant = findable
    ? needle
      ? all.filter(
          (option) => option.label.toLowerCase().includes(needle) || option.value.toLowerCase() === needle,
        )
      : all.filter((option) => kept.includes(option.value) || option.count === undefined || option.count > 0)
    : all;
  const long = relevant.length > SHORT_LIST + 1 && !needle;
  const shown =
    long && !expanded
      ? relevant.filter((option, index) => index < SHORT_LIST || kept.includes(option.value))
      : relevant;

  function toggle(value: string, on: boolean) {
    if (!on && !unticked.includes(value)) setUnticked([...unticked, value]);
    view.setFilter(filterKey, on ? [...chosen, value] : chosen.filter((item) => item !== value));
  }

  const groupName = m.filterGroups[filterKey];
  return (
    <fieldset className="min-w-0 py-4 first:pt-0 last:pb-0">
      <legend className="float-left mb-2 flex w-full items-baseline justify-between gap-2 font-semibold text-ink-900 text-sm">
        <span>{groupName}</span>
        {chosen.length > 0 ? (
          // Each box says whether it is checked; this is for the eye.
          <span aria-hidden className="font-medium text-saffron-700 text-xs">
            {m.chosenCount(chosen.length)}
          </span>
        ) : null}
      </legend>
      {findable ? (
        <div className="clear-left mb-2">
          <label htmlFor={findId} className="sr-only">
            {m.findState}
          </label>
          <input
            id={findId}
            type="search"
            value={find}
            placeholder={m.findState}
            maxLength={TEXT_LIMITS.search}
            onChange={(event) => setFind(event.target.value)}
            className={controlClasses(false, 'h-11 text-sm')}
          />
        </div>
      ) : null}
      <ul className="clear-left flex flex-col">
        {shown.map((option) => (
          <li key={option.value}>
            <OptionCheckbox
              option={option}
              checked={chosen.includes(option.value)}
              full={chosen.length >= MAX_FILTER_VALUES}
              onChange={(on) => toggle(option.value, on)}
            />
          </li>
        ))}
      </ul>
      {findable && needle && relevant.length === 0 ? (
        <p className="px-2 py-2 text-ink-500 text-sm">{m.noStateFound}</p>
      ) : null}
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 min-h-11 rounded-lg px-2 font-semibold text-brand-700 text-sm hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500"
        >
          {expanded ? m.showFewerOptions : m.showAllOptions(relevant.length)}
        </button>
      ) : null}
      {typed ? (
        <AddValue
          filterKey={filterKey as 'skill' | 'city'}
          disabled={chosen.length >= MAX_FILTER_VALUES}
          onAdd={(value) => {
            if (!chosen.some((item) => item.toLowerCase() === value.toLowerCase())) {
              view.setFilter(filterKey, [...chosen, value]);
            }
          }}
        />
      ) : null}
    </fieldset>
  );
}

function OptionCheckbox({
  option,
  checked,
  full,
  onChange,
}: {
  option: FilterOption;
  checked: boolean;
  full: boolean;
  onChange: (on: boolean) => void;
}) {
  const m = useWords(discoveryWords);
  const hintId = useId();
  const count = option.count;
  const empty = count === 0 && !checked;
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-ink-50',
        checked && 'bg-saffron-50 hover:bg-saffron-100',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={full && !checked}
        aria-label={count === undefined ? undefined : m.optionWithCount(option.label, formatCount(count))}
        aria-describedby={option.hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-saffron-600"
      />
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block break-words',
            empty ? 'text-ink-500' : 'text-ink-800',
            checked && 'font-semibold',
          )}
        >
          {option.label}
        </span>
        {option.hint ? (
          <span id={hintId} className="block text-ink-500 text-xs">
            {option.hint}
          </span>
        ) : null}
      </span>
      {count === undefined ? null : (
        <span aria-hidden className="shrink-0 text-ink-500 text-xs tabular-nums">
          {formatCount(count)}
        </span>
      )}
    </label>
  );
}

/** A typed skill or city: the field suggests the listed cities; Enter or Add takes it. */
function AddValue({
  filterKey,
  disabled,
  onAdd,
}: {
  filterKey: 'skill' | 'city';
  disabled: boolean;
  onAdd: (value: string) => void;
}) {
  const m = useWords(discoveryWords);
  const [text, setText] = useState('');
  const inputId = useId();
  const listId = useId();
  const label = filterKey === 'city' ? m.addCity : m.addSkill;

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = cleanFreeValue(filterKey, text);
    if (!value) return;
    onAdd(value);
    setText('');
  }

  return (
    <form onSubmit={submit} className="mt-2 flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          value={text}
          placeholder={filterKey === 'city' ? m.cityPlaceholder : m.skillPlaceholder}
          maxLength={filterKey === 'city' ? TEXT_LIMITS.city : TEXT_LIMITS.skill}
          disabled={disabled}
          list={filterKey === 'city' ? listId : undefined}
          onChange={(event) => setText(event.target.value)}
          className={controlClasses(false, 'h-11 text-sm')}
        />
        {filterKey === 'city' ? (
          <datalist id={listId}>
            {INDIA_CITIES.map((city) => (
              <option key={city.name} value={city.name} />
            ))}
          </datalist>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={disabled}
        aria-label={label}
        title={label}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 disabled:opacity-60"
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </form>
  );
}
