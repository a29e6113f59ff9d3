import { MESSAGES } from '@ideaignite/contract';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useProfileList } from './api/get-profile-list.ts';
import { InvestorCard } from './components/investor-card.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { ProfileList } from './components/profile-list.tsx';

/** /FindInvestor: the 'Investors Hall of Fame', where a Hustler can Ignite an investor. */
export function FindInvestorPage() {
  const query = useProfileList('investors');
  const canIgnite = useSession()?.role === 'Hustler';
  return (
    <div>
      <PageMeta title="Investors Hall of Fame" robots="noindex" />
      <PageIntro
        eyebrow="Investors"
        title="Investors Hall of Fame"
        intro={
          canIgnite
            ? 'Angels, VCs and community champions backing bold Indian ideas. Found one who shares your vision? Ignite a connection.'
            : 'Angels, VCs and community champions backing bold Indian ideas. See what excites them and start a conversation.'
        }
      />
      <ProfileList
        query={query}
        loadingLabel="Loading investors…"
        emptyText={MESSAGES.lists.investorsEmpty}
        renderError={() => <RoleListError />}
        renderCard={(user) => <InvestorCard user={user} canIgnite={canIgnite} />}
      />
    </div>
  );
}
