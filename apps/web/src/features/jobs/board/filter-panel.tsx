import { canonicalCity, INDIA_CITIES, JOB_LIMITS, type JobFacetsResponse } from '@ideaignite/contract';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { controlClasses } from '../../../components/field-styles.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { useJobText } from '../lib/labels.ts';
import { jobsWords } from '../words/index.ts';
import { amountOptions, type FilterOption, filterOptions } from './filter-options.ts';
import { type FilterKey, MULTI_FILTERS } from './filter-state.ts';
import type { BoardView } from './use-board-view.ts';

/** Long lists (states, sectors, skills) show this many before "Show all". */
const SHORT_LIST = 6;

type Facets = JobFacetsResponse['facets'] | undefined;

/** Every filter with its counts; the same panel beside the cards on wide screens and in the Filters sheet on phones. */
export function FilterPanel({ view, facets }: { view: BoardView; facets: Facets }) {
  const m = useWords(jobsWords);
  const t = useJobText();
  const locale = useLocale();
  const words = { m, t, locale };
  return (
    <div className="flex flex-col divide-y divide-ink-100">
      {MULTI_FILTERS.slice(0, 2).map((key) => (
        <CheckGroup key={key} filterKey={key} view={view} facets={facets} />
      ))}
      {(['minStipend', 'minPayLpa'] as const).map((key) => (
        <div key={key} className="py-4">
          <SelectField
            label={m.filterGroups[key]}
            value={view.filters[key]?.[0] ?? ''}
            onChange={(event) => view.setFilter(key, event.target.value ? [event.target.value] : [])}
            emptyOption={m.anyAmount}
            options={amountOptions(key, words)}
          />
        </div>
      ))}
      {MULTI_FILTERS.slice(2).map((key) => (
        <CheckGroup key={key} filterKey={key} view={view} facets={facets} />
      ))}
      <RadioGroup view={view} facets={facets} />
    </div>
  );
}

function CheckGroup({ filterKey, view, facets }: { filterKey: FilterKey; view: BoardView; facets: Facets }) {
  const m = useWords(jobsWords);
  const t = useJobText();
  const locale = useLocale();
  const [expanded, setExpanded] = useState(false);
  const chosen = view.filters[filterKey] ?? [];
  const all = filterOptions(filterKey, chosen, facets, { m, t, locale });
  // Long lists: the options that find jobs (and the chosen) first; the rest behind Show all.
  const relevant =
    all.length > SHORT_LIST
      ? all.filter(
          (option) => chosen.includes(option.value) || option.count === undefined || option.count > 0,
        )
      : all;
  const long = relevant.length > SHORT_LIST + 1;
  const shown =
    long && !expanded ? relevant.filter((o, i) => i < SHORT_LIST || chosen.includes(o.value)) : relevant;
  return (
    <fieldset className="min-w-0 py-4 first:pt-0">
      <legend className="float-left mb-2 w-full font-semibold text-ink-900 text-sm">
        {m.filterGroups[filterKey]}
      </legend>
      <ul className="clear-left flex flex-col">
        {shown.map((option) => (
          <li key={option.value}>
            <Choice
              type="checkbox"
              option={option}
              checked={chosen.includes(option.value)}
              onChange={(on) =>
                view.setFilter(
                  filterKey,
                  on ? [...chosen, option.value] : chosen.filter((v) => v !== option.value),
                )
              }
            />
          </li>
        ))}
      </ul>
      {filterKey === 'skill' || filterKey === 'city' ? (
        <AddValue
          filterKey={filterKey}
          onAdd={(value) => {
            if (!chosen.some((item) => item.toLowerCase() === value.toLowerCase())) {
              view.setFilter(filterKey, [...chosen, value]);
            }
          }}
        />
      ) : null}
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 min-h-11 rounded-lg px-2 font-semibold text-brand-700 text-sm hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500"
        >
          {expanded ? m.showFewer : m.showAll(relevant.length)}
        </button>
      ) : null}
    </fieldset>
  );
}

function RadioGroup({ view, facets }: { view: BoardView; facets: Facets }) {
  const m = useWords(jobsWords);
  const t = useJobText();
  const locale = useLocale();
  const name = useId();
  const chosen = view.filters.postedWithin?.[0] ?? '';
  const options: FilterOption[] = [
    { value: '', label: m.anyTime },
    ...filterOptions('postedWithin', [], facets, { m, t, locale }),
  ];
  return (
    <fieldset className="min-w-0 py-4 last:pb-0">
      <legend className="float-left mb-2 w-full font-semibold text-ink-900 text-sm">
        {m.filterGroups.postedWithin}
      </legend>
      <ul className="clear-left flex flex-col">
        {options.map((option) => (
          <li key={option.value || 'any'}>
            <Choice
              type="radio"
              name={name}
              option={option}
              checked={chosen === option.value}
              onChange={() => view.setFilter('postedWithin', option.value ? [option.value] : [])}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Choice({
  type,
  name,
  option,
  checked,
  onChange,
}: {
  type: 'checkbox' | 'radio';
  name?: string;
  option: FilterOption;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const m = useWords(jobsWords);
  const count = option.count;
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-ink-50',
        checked && 'bg-saffron-50 hover:bg-saffron-100',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        aria-label={count === undefined ? undefined : m.optionWithCount(option.label, formatCount(count))}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-saffron-600"
      />
      <span
        className={cn(
          'min-w-0 flex-1 break-words',
          count === 0 && !checked ? 'text-ink-500' : 'text-ink-800',
          checked && 'font-semibold',
        )}
      >
        {option.label}
      </span>
      {count === undefined ? null : (
        <span aria-hidden className="shrink-0 text-ink-500 text-xs tabular-nums">
          {formatCount(count)}
        </span>
      )}
    </label>
  );
}

/** A skill or city typed in (the field suggests the listed cities): Enter or + adds it. */
function AddValue({ filterKey, onAdd }: { filterKey: 'skill' | 'city'; onAdd: (value: string) => void }) {
  const m = useWords(jobsWords);
  const [text, setText] = useState('');
  const inputId = useId();
  const listId = useId();
  const label = filterKey === 'city' ? m.addCity : m.addSkill;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim().replace(/\s+/g, ' ');
    const value = filterKey === 'city' ? canonicalCity(trimmed) : trimmed;
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
          placeholder={label}
          maxLength={filterKey === 'city' ? 60 : JOB_LIMITS.skill}
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
        aria-label={label}
        title={label}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </form>
  );
}
