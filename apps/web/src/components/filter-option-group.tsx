import { canonicalCity, INDIA_CITIES, TEXT_LIMITS } from '@ideaignite/contract';
import { Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { formatCount } from '../lib/numbers.ts';
import { controlClasses } from './field-styles.ts';

/** One value of a filter, in the page's words. */
export interface FilterOption {
  value: string;
  label: string;
  /** A second line under the label (an investor type's meaning). */
  hint?: string;
  /** What the list would find with it; undefined while the counts are unknown. */
  count?: number;
}

interface FilterOptionGroupProps {
  legend: string;
  /** Beside the legend, for the eye only ("2 chosen"): each box says whether it is checked. */
  legendNote?: string;
  /** Checkboxes (any number chosen) or radios (one). */
  type?: 'checkbox' | 'radio';
  options: FilterOption[];
  isChecked: (value: string) => boolean;
  onChange: (value: string, on: boolean) => void;
  /** An option's name with its count, e.g. "Fintech (4)" (the page's words). */
  countLabel: (label: string, count: string) => string;
  /** No more may be chosen: the boxes not checked are disabled. */
  full?: boolean;
  /** Above the options (a box to search them). */
  search?: ReactNode;
  /** Below the options: "Show all", a typed value, a note. */
  children?: ReactNode;
}

/**
 * One filter of a list (discovery's people, the jobs board) as a fieldset: its legend, then its
 * options as checkboxes or radios, each with the number it would find.
 */
export function FilterOptionGroup({
  legend,
  legendNote,
  type = 'checkbox',
  options,
  isChecked,
  onChange,
  countLabel,
  full = false,
  search,
  children,
}: FilterOptionGroupProps) {
  const name = useId();
  return (
    <fieldset className="min-w-0 py-4 first:pt-0 last:pb-0">
      <legend className="float-left mb-2 flex w-full items-baseline justify-between gap-2 font-semibold text-ink-900 text-sm">
        <span>{legend}</span>
        {legendNote ? (
          <span aria-hidden className="font-medium text-saffron-700 text-xs">
            {legendNote}
          </span>
        ) : null}
      </legend>
      {search ? <div className="clear-left mb-2">{search}</div> : null}
      <ul className="clear-left flex flex-col">
        {options.map((option) => (
          <li key={option.value}>
            <OptionChoice
              type={type}
              name={type === 'radio' ? name : undefined}
              option={option}
              checked={isChecked(option.value)}
              disabled={full && !isChecked(option.value)}
              countLabel={countLabel}
              onChange={(on) => onChange(option.value, on)}
            />
          </li>
        ))}
      </ul>
      {children}
    </fieldset>
  );
}

function OptionChoice({
  type,
  name,
  option,
  checked,
  disabled,
  countLabel,
  onChange,
}: {
  type: 'checkbox' | 'radio';
  name: string | undefined;
  option: FilterOption;
  checked: boolean;
  disabled: boolean;
  countLabel: (label: string, count: string) => string;
  onChange: (on: boolean) => void;
}) {
  const hintId = useId();
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
        disabled={disabled}
        aria-label={count === undefined ? undefined : countLabel(option.label, formatCount(count))}
        aria-describedby={option.hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-saffron-600"
      />
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block break-words',
            count === 0 && !checked ? 'text-ink-500' : 'text-ink-800',
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

/** "Show all 12" / "Show fewer" under a long group of options (the page's words). */
export function ShowAllToggle({
  expanded,
  onToggle,
  children,
}: {
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      onClick={onToggle}
      className="mt-1 min-h-11 rounded-lg px-2 font-semibold text-brand-700 text-sm hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500"
    >
      {children}
    </button>
  );
}

/**
 * A skill or city typed in, under its group: the field suggests the listed cities; Enter or + adds
 * it, trimmed (a city in its usual spelling).
 */
export function AddFilterValue({
  kind,
  label,
  placeholder,
  disabled = false,
  onAdd,
}: {
  kind: 'skill' | 'city';
  /** The field's and the + button's name ("Add a city"). */
  label: string;
  /** The field's hint; the label unless given. */
  placeholder?: string;
  disabled?: boolean;
  onAdd: (value: string) => void;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const listId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim().replace(/\s+/g, ' ');
    const value = kind === 'city' ? canonicalCity(trimmed) : trimmed;
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
          placeholder={placeholder ?? label}
          maxLength={kind === 'city' ? TEXT_LIMITS.city : TEXT_LIMITS.skill}
          disabled={disabled}
          list={kind === 'city' ? listId : undefined}
          onChange={(event) => setText(event.target.value)}
          className={controlClasses(false, 'h-11 text-sm')}
        />
        {kind === 'city' ? (
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
