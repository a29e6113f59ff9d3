import { MESSAGES, TEXT_LIMITS } from '@ideaignite/contract';
import { useState } from 'react';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useProfileList } from './api/get-profile-list.ts';
import { CofounderCard } from './components/cofounder-card.tsx';
import { CofounderListError } from './components/list-errors.tsx';
import { ProfileList } from './components/profile-list.tsx';
import { matchesSearch } from './matches-search.ts';
import { discoveryMessages } from './messages/index.ts';

const SEARCH_DELAY_MS = 300;

/** /Findcofounder: co-founders, narrowed at once on the loaded cards and searched on the server. */
export function FindCofounderPage() {
  const m = useMessages(discoveryMessages);
  const t = useContractText();
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
      <PageMeta title={m.cofounderMetaTitle} robots="noindex" />
      <PageIntro eyebrow={m.cofounderEyebrow} title={m.cofounderTitle} intro={m.cofounderIntro}>
        <div className="w-full lg:max-w-sm">
          <TextField
            type="search"
            label={m.searchCofounders}
            placeholder={m.searchPlaceholder}
            value={search}
            maxLength={TEXT_LIMITS.search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </PageIntro>
      <ProfileList
        query={query}
        users={shown}
        busy={searching}
        loadingLabel={m.loadingCofounders}
        emptyText={t(term ? MESSAGES.lists.cofoundersNoMatch : MESSAGES.lists.cofoundersEmpty)}
        emptyIsNoMatch={Boolean(term)}
        renderError={(error) => <CofounderListError error={error} />}
        renderCard={(user) => <CofounderCard user={user} />}
      />
    </div>
  );
}
