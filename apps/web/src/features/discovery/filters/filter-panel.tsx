import {
  DISCOVERY_FILTERS,
  type DiscoveryFacetsResponse,
  type DiscoveryFilterKey,
  MAX_FILTER_VALUES,
  TEXT_LIMITS,
} from '@ideaignite/contract';
import { useId, useState } from 'react';
import { controlClasses } from '../../../components/field-styles.ts';
import {
  AddFilterValue,
  FilterOptionGroup,
  ShowAllToggle,
} from '../../../components/filter-option-group.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { DiscoveryView } from '../use-discovery-view.ts';
import { discoveryWords } from '../words/index.ts';
import { optionsFor } from './filter-options.ts';
import { FILTER_CHOICES } from './filter-state.ts';

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

  return (
    <FilterOptionGroup
      legend={m.filterGroups[filterKey]}
      legendNote={chosen.length > 0 ? m.chosenCount(chosen.length) : undefined}
      options={shown}
      isChecked={(value) => chosen.includes(value)}
      onChange={toggle}
      countLabel={m.optionWithCount}
      full={chosen.length >= MAX_FILTER_VALUES}
      search={
        findable ? (
          <>
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
          </>
        ) : undefined
      }
    >
      {findable && needle && relevant.length === 0 ? (
        <p className="px-2 py-2 text-ink-500 text-sm">{m.noStateFound}</p>
      ) : null}
      {long ? (
        <ShowAllToggle expanded={expanded} onToggle={() => setExpanded(!expanded)}>
          {expanded ? m.showFewerOptions : m.showAllOptions(relevant.length)}
        </ShowAllToggle>
      ) : null}
      {typed ? (
        <AddFilterValue
          kind={filterKey as 'skill' | 'city'}
          label={filterKey === 'city' ? m.addCity : m.addSkill}
          placeholder={filterKey === 'city' ? m.cityPlaceholder : m.skillPlaceholder}
          disabled={chosen.length >= MAX_FILTER_VALUES}
          onAdd={(value) => {
            if (!chosen.some((item) => item.toLowerCase() === value.toLowerCase())) {
              view.setFilter(filterKey, [...chosen, value]);
            }
          }}
        />
      ) : null}
    </FilterOptionGroup>
  );
}
