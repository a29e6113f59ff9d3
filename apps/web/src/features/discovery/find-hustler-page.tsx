import { MESSAGES } from '@ideaignite/contract';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useProfileList } from './api/get-profile-list.ts';
import { RoleListError } from './components/list-errors.tsx';
import { ProfileList } from './components/profile-list.tsx';
import { StartupCard } from './components/startup-card.tsx';
import { discoveryMessages } from './messages/index.ts';

/** /FindHustler: the startups and ideas Hustlers are building. */
export function FindHustlerPage() {
  const m = useMessages(discoveryMessages);
  const t = useContractText();
  const query = useProfileList('hustlers');
  return (
    <div>
      <PageMeta title={m.startupsTitle} robots="noindex" />
      <PageIntro eyebrow={m.startupsEyebrow} title={m.startupsTitle} intro={m.startupsIntro} />
      <ProfileList
        query={query}
        loadingLabel={m.loadingStartups}
        emptyText={t(MESSAGES.lists.startupsEmpty)}
        renderError={() => <RoleListError />}
        renderCard={(user) => <StartupCard user={user} />}
      />
    </div>
  );
}
