import { MESSAGES } from '@ideaignite/contract';
import { useMessages } from '../../lib/i18n/messages.ts';
import { DiscoveryPage } from './components/discovery-page.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { StartupCard } from './components/startup-card.tsx';
import { discoveryMessages } from './messages/index.ts';

/** /FindHustler: the startups and ideas Hustlers are building, filtered by stage, sector and place. */
export function FindHustlerPage() {
  const m = useMessages(discoveryMessages);
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
      emptyText={MESSAGES.lists.startupsEmpty}
      renderError={() => <RoleListError />}
      renderCard={(user) => <StartupCard user={user} />}
    />
  );
}
