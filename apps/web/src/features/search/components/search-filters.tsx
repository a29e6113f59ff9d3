import { INDIA_CITIES, JOB_TYPES, ROLES, SECTORS, STAGE_FILTERS } from '@ideaignite/contract';
import {
  SEARCH_POSTED_WITHIN,
  SEARCH_TAB_FILTERS,
  type SearchFilterKey,
  type SearchTab,
} from '@ideaignite/contract/search';
import { useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { SelectField, type SelectOption } from '../../../components/select-field.tsx';
import { contractHindi, useContractText } from '../../../lib/i18n/contract.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { hasFilters, type SearchFilterValues } from '../search-filters.ts';
import { searchWords } from '../words/index.ts';

/**
 * The chosen tab's filters (issue 28): one select each, in the tab's order. A change puts the
 * filters in the address (replacing the entry: Back leaves the search, not each choice); Clear
 * filters empties them and moves focus to the first select.
 */
export function SearchFilters({
  tab,
  filters,
  onChange,
}: {
  tab: SearchTab;
  filters: SearchFilterValues;
  onChange: (filters: SearchFilterValues) => void;
}) {
  const m = useWords(searchWords);
  const t = useContractText();
  const locale = useLocale();
  const first = useRef<HTMLSelectElement>(null);
  const keys = SEARCH_TAB_FILTERS[tab];
  if (keys.length === 0) return null;
  const jobType = (label: string) =>
    locale === 'hi-IN' ? (contractHindi()?.JOBS_CHOICES_HI[label] ?? label) : label;
  const city = filters.city;
  const cities: string[] = INDIA_CITIES.map((option) => option.name);

  const fields: Record<SearchFilterKey, { label: string; empty: string; options: SelectOption[] }> = {
    role: {
      label: m.filterRole,
      empty: m.anyRole,
      options: ROLES.map((role) => ({ value: role, label: m.roles[role] })),
    },
    stage: {
      label: m.filterStage,
      empty: m.anyStage,
      options: STAGE_FILTERS.map((option) => ({ value: option.value, label: t(option.label) })),
    },
    sector: {
      label: m.filterSector,
      empty: m.anySector,
      options: SECTORS.map((option) => ({ value: option.value, label: t(option.label) })),
    },
    city: {
      label: m.filterCity,
      empty: m.anyCity,
      // A city typed elsewhere (a link) stays choosable.
      options: [...(city && !cities.includes(city) ? [city] : []), ...cities].map((name) => ({
        value: name,
        label: t(name),
      })),
    },
    type: {
      label: m.filterType,
      empty: m.anyType,
      options: JOB_TYPES.map((option) => ({ value: option.value, label: jobType(option.label) })),
    },
    within: {
      label: m.filterWithin,
      empty: m.anyTime,
      options: SEARCH_POSTED_WITHIN.map((option) => ({ value: option.value, label: m.within[option.value] })),
    },
  };

  return (
    <section
      aria-label={m.filtersLabel}
      className="mt-4 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {keys.map((key, index) => (
          <SelectField
            key={key}
            ref={index === 0 ? first : undefined}
            name={key}
            label={fields[key].label}
            emptyOption={fields[key].empty}
            options={fields[key].options}
            value={filters[key] ?? ''}
            onChange={(event) => onChange({ ...filters, [key]: event.target.value || undefined })}
          />
        ))}
        {hasFilters(filters) ? (
          <div className="col-span-2 flex items-end sm:col-span-1">
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                onChange({});
                first.current?.focus();
              }}
            >
              {m.clearFilters}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
