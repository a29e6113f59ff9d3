import { SEARCH_TABS, SEARCH_WORDS, type SearchTab } from '@ideaignite/contract/search';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Link } from '../../components/link.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LoadMoreButton } from '../../components/load-more-button.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { canSearch, searchCountsQueryOptions, searchQueryOptions } from './api/search.ts';
import { SearchFilters } from './components/search-filters.tsx';
import { SearchForm } from './components/search-form.tsx';
import { SearchResultCard } from './components/search-result-card.tsx';
import { SearchTabs } from './components/search-tabs.tsx';
import { searchPagePath } from './result-path.ts';
import { filtersFromParams, hasFilters, type SearchFilterValues } from './search-filters.ts';
import { searchWords } from './words/index.ts';

const isTab = (value: string | null): value is SearchTab => SEARCH_TABS.includes(value as SearchTab);

/**
 * /search?q=&tab=&… (issue 28): everything found for the words, a tab per kind with its count, the
 * tab's filters, paged. The words, the tab and the filters are all in the address.
 */
export function SearchPage() {
  const m = useWords(searchWords);
  const t = useContractText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q')?.trim() ?? '';
  const tabParam = params.get('tab');
  const tab: SearchTab = isTab(tabParam) ? tabParam : 'all';
  const filters = filtersFromParams(params, tab);
  const filtered = hasFilters(filters);
  const setFilters = (next: SearchFilterValues) => navigate(searchPagePath(q, tab, next), { replace: true });
  const search = useInfiniteQuery(searchQueryOptions(q, tab, filters));
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  // A page may come back empty with a cursor: the server reads at most a few windows of the
  // newest documents a page, and older matches lie further back. The page goes on by itself, and
  // says it is searching, not that nothing was found, until a match or the end.
  const lastPage = search.data?.pages.at(-1);
  const goingOn = !!lastPage && lastPage.results.length === 0 && search.hasNextPage && !search.isError;
  const { fetchNextPage, isFetchingNextPage } = search;
  const pagesRead = search.data?.pages.length ?? 0;
  useEffect(() => {
    // pagesRead: a page fetched and answered between two renders still moves the effect on.
    if (goingOn && !isFetchingNextPage && pagesRead > 0) void fetchNextPage();
  }, [goingOn, isFetchingNextPage, fetchNextPage, pagesRead]);
  const counts = useQuery(searchCountsQueryOptions(q, tab, filters)).data?.counts;

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={q ? `${q} · ${m.metaTitle}` : m.metaTitle} robots="noindex" />
      <PageIntro eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
      <SearchForm key={q} initial={q} tab={tab} />
      {!canSearch(q) ? (
        <p className="mt-6 rounded-card bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-100">
          {m.emptyQuery}
        </p>
      ) : (
        <>
          <SearchTabs q={q} tab={tab} counts={counts} />
          <SearchFilters tab={tab} filters={filters} onChange={setFilters} />
          {search.isPending || (goingOn && results.length === 0) ? (
            <p role="status" className="mt-6 text-center text-ink-600">
              {m.searching}
            </p>
          ) : search.isError && results.length === 0 ? (
            <div className="mt-6">
              <LoadFailed onRetry={() => search.refetch()} error={search.error}>
                {t(errorMessage(search.error, m.loadFailed))}
              </LoadFailed>
            </div>
          ) : results.length === 0 && filtered ? (
            <div className="mt-6">
              <EmptyState icon={SearchX} text={m.noResultsFiltered}>
                <Button type="button" variant="secondary" onClick={() => setFilters({})}>
                  {m.clearFilters}
                </Button>
              </EmptyState>
            </div>
          ) : results.length === 0 ? (
            <div className="mt-6">
              <EmptyState icon={SearchX} text={`${t(SEARCH_WORDS.noResults)} “${q}”`}>
                <div className="flex flex-col items-center gap-2">
                  <p className="text-ink-600 text-sm">{t(SEARCH_WORDS.tryOther)}</p>
                  <p className="text-ink-600 text-sm">{m.tryThese}</p>
                  <ul className="flex flex-wrap justify-center gap-2">
                    {m.examples.map((example) => (
                      <li key={example}>
                        <Link
                          to={searchPagePath(example)}
                          className="inline-block rounded-full bg-white px-3 py-1.5 font-medium text-brand-700 text-sm ring-1 ring-ink-200 hover:bg-brand-50"
                        >
                          {example}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </EmptyState>
            </div>
          ) : (
            <>
              <p role="status" className="sr-only">
                {m.resultsFor(counts?.[tab] ?? results.length, q)}
              </p>
              <ul className="mt-6 grid gap-3">
                {results.map((result) => (
                  <li key={`${result.kind}-${result.id}`}>
                    <SearchResultCard result={result} />
                  </li>
                ))}
              </ul>
              <LoadMoreButton
                hasNextPage={search.hasNextPage}
                isFetchingNextPage={search.isFetchingNextPage}
                onLoadMore={() => search.fetchNextPage()}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
