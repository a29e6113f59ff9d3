import { MESSAGES } from '@ideaignite/contract';
import { useState } from 'react';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useProfileList } from './api/get-profile-list.ts';
import { CofounderCard } from './components/cofounder-card.tsx';
import { CofounderListError } from './components/list-errors.tsx';
import { ProfileList } from './components/profile-list.tsx';
import { matchesSearch } from './matches-search.ts';

const SEARCH_DELAY_MS = 300;
const SEARCH_MAX_LENGTH = 100;

/** /Findcofounder: co-founders, narrowed at once on the loaded cards and searched on the server. */
export function FindCofounderPage() {
  const [search, setSearch] = useState('');
  const term = search.trim();
  const serverTerm = useDebouncedValue(term, SEARCH_DELAY_MS);
  const query = useProfileList('cofounders', serverTerm);
  const loaded = query.data?.pages.flatMap((page) => page.data) ?? [];
  const shown = term ? loaded.filter((user) => matchesSearch(user, term)) : loaded;
  // Until the server has answered for the words on screen, an empty list may just be early.
  const searching = term !== serverTerm || query.isPlaceholderData;

  return (
    <div>
      <PageMeta title="Find a co-founder" robots="noindex" />
      <PageIntro
        eyebrow="Co-founders"
        title="Find your co-founder"
        intro="Builders with the skills, the grit and the dream to start something with you. Say hello to the ones who get your idea."
      >
        <div className="w-full lg:max-w-sm">
          <TextField
            type="search"
            label="Search co-founders"
            placeholder="Search by name, skills or bio"
            value={search}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </PageIntro>
      <ProfileList
        query={query}
        users={shown}
        busy={searching}
        loadingLabel="Loading co-founders…"
        emptyText={term ? MESSAGES.lists.cofoundersNoMatch : MESSAGES.lists.cofoundersEmpty}
        emptyIsNoMatch={Boolean(term)}
        renderError={(error) => <CofounderListError error={error} />}
        renderCard={(user) => <CofounderCard user={user} />}
      />
    </div>
  );
}
