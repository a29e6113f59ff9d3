import { type PublicUser, TEXT_LIMITS, WORDS } from '@ideaignite/contract';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Modal } from '../../../components/modal.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { useDiscoveryFacets } from '../api/get-facets.ts';
import { type ProfileListName, useProfileList } from '../api/get-profile-list.ts';
import { ActiveFilters } from '../filters/active-filters.tsx';
import { FilterPanel } from '../filters/filter-panel.tsx';
import { matchesSearch } from '../matches-search.ts';
import { useDiscoveryView } from '../use-discovery-view.ts';
import { discoveryWords } from '../words/index.ts';
import { ProfileList } from './profile-list.tsx';

interface DiscoveryPageProps {
  list: ProfileListName;
  metaTitle: string;
  eyebrow: string;
  title: string;
  intro: string;
  searchLabel: string;
  searchPlaceholder: string;
  loadingLabel: string;
  /** The list has nobody at all (the spec's words, a contract text). */
  emptyText: string;
  renderError: (error: Error) => ReactNode;
  renderCard: (user: PublicUser) => ReactNode;
}

/**
 * A role list with its search and filters (issue 14): the filters beside the cards on wide
 * screens, behind a Filters button in a dialog on phones; chosen values as chips; the number
 * found read out as it changes. The view lives in the URL (useDiscoveryView).
 */
export function DiscoveryPage({
  list,
  metaTitle,
  eyebrow,
  title,
  intro,
  searchLabel,
  searchPlaceholder,
  loadingLabel,
  emptyText,
  renderError,
  renderCard,
}: DiscoveryPageProps) {
  const m = useWords(discoveryWords);
  const t = useContractText();
  const view = useDiscoveryView(list);
  const serverView = { q: view.serverTerm, filters: view.entries };
  const query = useProfileList(list, serverView);
  const facets = useDiscoveryFacets(list, serverView);
  const [sheetOpen, setSheetOpen] = useState(false);
  const countRef = useRef<HTMLParagraphElement>(null);
  const panelHeadingId = useId();

  const loaded = query.data?.pages.flatMap((page) => page.data) ?? [];
  // The words typed narrow the cards already loaded at once; the server's answer follows.
  const shown = view.term ? loaded.filter((user) => matchesSearch(user, view.term)) : loaded;
  // Until the server has answered for the words on screen, an empty list may just be early.
  const searching = view.term !== view.serverTerm || query.isPlaceholderData;
  const total = facets.data?.total;
  const found = total === undefined ? null : m.profilesFound(total, formatCount(total));
  const filtered = view.chosen > 0;
  // The control that cleared them may be gone with the chips or the empty state: focus the count.
  const focusCount = () => countRef.current?.focus();

  return (
    <div>
      <PageMeta title={metaTitle} robots="noindex" />
      <PageIntro eyebrow={eyebrow} title={title} intro={intro}>
        <div className="w-full lg:max-w-sm">
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
            {m.filters}
          </h2>
          <FilterPanel view={view} facets={facets.data?.facets} />
        </aside>
        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p
              ref={countRef}
              tabIndex={-1}
              role="status"
              className="font-semibold text-ink-700 focus:outline-none"
            >
              {found}
            </p>
            <Button variant="secondary" className="lg:hidden" onClick={() => setSheetOpen(true)}>
              <SlidersHorizontal aria-hidden className="size-4" />
              {m.filters}
              {filtered ? (
                <>
                  {' '}
                  <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-saffron-500 px-1.5 text-white text-xs">
                    {formatCount(view.chosen)}
                  </span>{' '}
                  <span className="sr-only">{m.chosen}</span>
                </>
              ) : null}
            </Button>
          </div>
          <div className="mb-5 empty:hidden">
            <ActiveFilters view={view} fallbackFocus={focusCount} />
          </div>
          <ProfileList
            query={query}
            users={shown}
            busy={searching}
            loadingLabel={loadingLabel}
            emptyText={t(emptyText)}
            empty={
              filtered || view.term ? (
                <EmptyState
                  icon={SearchX}
                  text={filtered ? m.noFilterMatch : t(WORDS.lists.cofoundersNoMatch)}
                >
                  {filtered ? (
                    <div className="flex flex-col items-center gap-3">
                      <p className="text-ink-600">{m.noFilterMatchHint}</p>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          view.clearFilters();
                          focusCount();
                        }}
                      >
                        {m.clearFilters}
                      </Button>
                    </div>
                  ) : null}
                </EmptyState>
              ) : undefined
            }
            renderError={renderError}
            renderCard={renderCard}
          />
        </div>
      </div>
      <Modal open={sheetOpen} onOpenChange={setSheetOpen} title={m.filters}>
        <FilterPanel view={view} facets={facets.data?.facets} />
        <div className="sticky bottom-0 -mx-5 mt-6 -mb-5 flex items-center justify-between gap-3 rounded-b-2xl border-ink-100 border-t bg-white px-5 py-4 sm:-mx-8 sm:-mb-8 sm:px-8">
          <Button variant="ghost" onClick={view.clearFilters}>
            {m.clearAll}
          </Button>
          <Button onClick={() => setSheetOpen(false)}>
            {total === undefined ? m.showResults : m.showProfiles(total, formatCount(total))}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
