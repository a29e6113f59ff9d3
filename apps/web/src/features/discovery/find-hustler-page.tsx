import { WORDS } from '@ideaignite/contract';
import { useWords } from '../../lib/i18n/words.ts';
import { DiscoveryPage } from './components/discovery-page.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { StartupCard } from './components/startup-card.tsx';
import { discoveryWords } from './words/index.ts';

/** /FindHustler: the startups and ideas Hustlers are building, filtered by stage, sector and place. */
export function FindHustlerPage() {
  const m = useWords(discoveryWords);
  return (
    <DiscoveryPage
      list="hustlers"
      metaTitle={m.startupsTitle}
      eyebrow={m.startupsEyebrow}
      title={m.startupsTitle}
      intro={m.startupsIntro}
      searchLabel={m.searchStartups}
      searchPlaceholder={m.searchStartupsPlaceholder}
      loadingLabel={m.loadingStartups}
      emptyText={WORDS.lists.startupsEmpty}
      renderError={() => <RoleListError />}
      renderCard={(user) => <StartupCard user={user} />}
    />
  );
}
