import { WORDS } from '@ideaignite/contract';
import { useWords } from '../../lib/i18n/words.ts';
import { CofounderCard } from './components/cofounder-card.tsx';
import { DiscoveryPage } from './components/discovery-page.tsx';
import { CofounderListError } from './components/list-errors.tsx';
import { discoveryWords } from './words/index.ts';

/** /Findcofounder: co-founders, narrowed at once on the loaded cards and searched and filtered on the server. */
export function FindCofounderPage() {
  const m = useWords(discoveryWords);
  return (
    <DiscoveryPage
      list="cofounders"
      metaTitle={m.cofounderMetaTitle}
      eyebrow={m.cofounderEyebrow}
      title={m.cofounderTitle}
      intro={m.cofounderIntro}
      searchLabel={m.searchCofounders}
      searchPlaceholder={m.searchPlaceholder}
      loadingLabel={m.loadingCofounders}
      emptyText={WORDS.lists.cofoundersEmpty}
      renderError={(error) => <CofounderListError error={error} />}
      renderCard={(user) => <CofounderCard user={user} />}
    />
  );
}
