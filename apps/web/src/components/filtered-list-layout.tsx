import { TEXT_LIMITS } from '@ideaignite/contract';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, type RefObject, useId, useState } from 'react';
import { formatCount } from '../lib/numbers.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { Modal } from './modal.tsx';
import { PageIntro } from './page-intro.tsx';
import { PageMeta } from './page-meta.tsx';
import { TextField } from './text-field.tsx';

/** What the layout uses of a list's view (lib/use-url-view.ts, under discovery's and the board's). */
interface FilteredListView {
  search: string;
  setSearch: (value: string) => void;
  /** How many filter values are chosen, shown on the phones' Filters button. */
  chosen: number;
  clearFilters: () => void;
}

interface FilteredListLayoutProps {
  view: FilteredListView;
  /** The heading block: the page's title (not indexed), eyebrow, <h1> and intro line. */
  metaTitle: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** Above the search box (the board's Post a job, My applications). */
  links?: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  /** The filter panel: beside the list on wide screens, in a sheet behind a Filters button on phones. */
  filters: ReactNode;
  /** The number found ("26 jobs"), read out as it changes; null while unknown. */
  count: ReactNode;
  /** The count's line, for the page to focus when the control that cleared the filters is gone. */
  countRef: RefObject<HTMLParagraphElement | null>;
  /** The chosen filter values as chips. */
  chips: ReactNode;
  /** The page's words: "Filters", "chosen", "Clear all", and the sheet's "Show 26 jobs". */
  filtersLabel: string;
  chosenLabel: string;
  clearAllLabel: string;
  showResultsLabel: string;
  /** The list, with its loading, failed and empty states. */
  children: ReactNode;
}

/**
 * A list with its heading, search and filters (discovery's people, the jobs board): the filters
 * beside the list on wide screens and in a sheet on phones, the number found, the chosen values as
 * chips. The view lives in the URL; every word is the page's.
 */
export function FilteredListLayout({
  view,
  metaTitle,
  eyebrow,
  title,
  intro,
  links,
  searchLabel,
  searchPlaceholder,
  filters,
  count,
  countRef,
  chips,
  filtersLabel,
  chosenLabel,
  clearAllLabel,
  showResultsLabel,
  children,
}: FilteredListLayoutProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const panelHeadingId = useId();

  return (
    <div>
      <PageMeta title={metaTitle} robots="noindex" />
      <PageIntro eyebrow={eyebrow} title={title} intro={intro}>
        <div className="flex w-full flex-col gap-3 lg:max-w-sm">
          {links}
          <TextField
            type="search"
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={view.search}
            maxLength={TEXT_LIMITS.search}
            onChange={(event) => view.setSearch(event.target.value)}
          />
        </div>
      </PageIntro>
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside
          aria-labelledby={panelHeadingId}
          className="hidden rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 lg:block"
        >
          <h2 id={panelHeadingId} className="mb-4 flex items-center gap-2 font-bold text-ink-900 text-lg">
            <SlidersHorizontal aria-hidden className="size-5 text-saffron-600" />
            {filtersLabel}
          </h2>
          {filters}
        </aside>
        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p
              ref={countRef}
              tabIndex={-1}
              role="status"
              className="font-semibold text-ink-700 focus:outline-none"
            >
              {count}
            </p>
            <Button variant="secondary" className="lg:hidden" onClick={() => setSheetOpen(true)}>
              <SlidersHorizontal aria-hidden className="size-4" />
              {filtersLabel}
              {view.chosen > 0 ? (
                <>
                  {' '}
                  <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-saffron-500 px-1.5 text-white text-xs">
                    {formatCount(view.chosen)}
                  </span>{' '}
                  <span className="sr-only">{chosenLabel}</span>
                </>
              ) : null}
            </Button>
          </div>
          <div className="mb-5 empty:hidden">{chips}</div>
          {children}
        </div>
      </div>
      <Modal open={sheetOpen} onOpenChange={setSheetOpen} title={filtersLabel}>
        {filters}
        <div className="sticky bottom-0 -mx-5 mt-6 -mb-5 flex items-center justify-between gap-3 rounded-b-2xl border-ink-100 border-t bg-white px-5 py-4 sm:-mx-8 sm:-mb-8 sm:px-8">
          <Button variant="ghost" onClick={view.clearFilters}>
            {clearAllLabel}
          </Button>
          <Button onClick={() => setSheetOpen(false)}>{showResultsLabel}</Button>
        </div>
      </Modal>
    </div>
  );
}

/**
 * A filtered list that matched nothing: what to say, a hint, and Clear filters when filters are set
 * (`onClear`, which also moves focus to the count, as the page chooses). Words come from the page.
 */
export function NoMatch({
  text,
  hint,
  clearLabel,
  onClear,
}: {
  text: string;
  hint?: string;
  clearLabel: string;
  onClear?: () => void;
}) {
  return (
    <EmptyState icon={SearchX} text={text}>
      {hint || onClear ? (
        <div className="flex flex-col items-center gap-3">
          {hint ? <p className="text-ink-600">{hint}</p> : null}
          {onClear ? (
            <Button variant="secondary" onClick={onClear}>
              {clearLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </EmptyState>
  );
}
