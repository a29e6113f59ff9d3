import type { JobFacetsResponse } from '@ideaignite/contract';
import { useState } from 'react';
import {
  AddFilterValue,
  FilterOptionGroup,
  ShowAllToggle,
} from '../../../components/filter-option-group.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
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
    <FilterOptionGroup
      legend={m.filterGroups[filterKey]}
      options={shown}
      isChecked={(value) => chosen.includes(value)}
      onChange={(value, on) =>
        view.setFilter(filterKey, on ? [...chosen, value] : chosen.filter((v) => v !== value))
      }
      countLabel={m.optionWithCount}
    >
      {filterKey === 'skill' || filterKey === 'city' ? (
        <AddFilterValue
          kind={filterKey}
          label={filterKey === 'city' ? m.addCity : m.addSkill}
          onAdd={(value) => {
            if (!chosen.some((item) => item.toLowerCase() === value.toLowerCase())) {
              view.setFilter(filterKey, [...chosen, value]);
            }
          }}
        />
      ) : null}
      {long ? (
        <ShowAllToggle expanded={expanded} onToggle={() => setExpanded(!expanded)}>
          {expanded ? m.showFewer : m.showAll(relevant.length)}
        </ShowAllToggle>
      ) : null}
    </FilterOptionGroup>
  );
}

function RadioGroup({ view, facets }: { view: BoardView; facets: Facets }) {
  const m = useWords(jobsWords);
  const t = useJobText();
  const locale = useLocale();
  const chosen = view.filters.postedWithin?.[0] ?? '';
  const options: FilterOption[] = [
    { value: '', label: m.anyTime },
    ...filterOptions('postedWithin', [], facets, { m, t, locale }),
  ];
  return (
    <FilterOptionGroup
      legend={m.filterGroups.postedWithin}
      type="radio"
      options={options}
      isChecked={(value) => chosen === value}
      onChange={(value) => view.setFilter('postedWithin', value ? [value] : [])}
      countLabel={m.optionWithCount}
    />
  );
}
