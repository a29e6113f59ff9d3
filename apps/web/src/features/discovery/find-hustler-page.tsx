import { MESSAGES } from '@ideaignite/contract';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useProfileList } from './api/get-profile-list.ts';
import { RoleListError } from './components/list-errors.tsx';
import { ProfileList } from './components/profile-list.tsx';
import { StartupCard } from './components/startup-card.tsx';

/** /FindHustler: the startups and ideas Hustlers are building. */
export function FindHustlerPage() {
  const query = useProfileList('hustlers');
  return (
    <div>
      <PageMeta title="Explore Startups" robots="noindex" />
      <PageIntro
        eyebrow="Startups"
        title="Explore Startups"
        intro="Ideas taking shape across India, from first sketch to growth. Meet the founders and see where they are headed."
      />
      <ProfileList
        query={query}
        loadingLabel="Loading startups…"
        emptyText={MESSAGES.lists.startupsEmpty}
        renderError={() => <RoleListError />}
        renderCard={(user) => <StartupCard user={user} />}
      />
    </div>
  );
}
