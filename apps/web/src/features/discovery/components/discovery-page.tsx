import { type PublicUser, WORDS } from '@ideaignite/contract';
import { type ReactNode, useRef } from 'react';
import { FilteredListLayout, NoMatch } from '../../../components/filtered-list-layout.tsx';
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
  loadingLabel,
  emptyText,
  renderError,
  renderCard,
  // The heading's and the search box's words, as the layout takes them.
  ...heading
}: DiscoveryPageProps) {
  const m = useWords(discoveryWords);
  const t = useContractText();
  const view = useDiscoveryView(list);
  const serverView = { q: view.serverTerm, filters: view.entries };
  const query = useProfileList(list, serverView);
  const facets = useDiscoveryFacets(list, serverView);
  const countRef = useRef<HTMLParagraphElement>(null);

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
    <FilteredListLayout
      view={view}
      {...heading}
      filters={<FilterPanel view={view} facets={facets.data?.facets} />}
      count={found}
      countRef={countRef}
      chips={<ActiveFilters view={view} fallbackFocus={focusCount} />}
      filtersLabel={m.filters}
      chosenLabel={m.chosen}
      clearAllLabel={m.clearAll}
      showResultsLabel={total === undefined ? m.showResults : m.showProfiles(total, formatCount(total))}
    >
      <ProfileList
        query={query}
        users={shown}
        busy={searching}
        loadingLabel={loadingLabel}
        emptyText={t(emptyText)}
        empty={
          filtered ? (
            <NoMatch
              text={m.noFilterMatch}
              hint={m.noFilterMatchHint}
              clearLabel={m.clearFilters}
              onClear={() => {
                view.clearFilters();
                focusCount();
              }}
            />
          ) : view.term ? (
            <NoMatch text={t(WORDS.lists.cofoundersNoMatch)} clearLabel={m.clearFilters} />
          ) : undefined
        }
        renderError={renderError}
        renderCard={renderCard}
      />
    </FilteredListLayout>
  );
}
