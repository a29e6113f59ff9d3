import { MESSAGES } from '@ideaignite/contract';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useSession } from '../../lib/use-session.ts';
import { useProfileList } from './api/get-profile-list.ts';
import { InvestorCard } from './components/investor-card.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { ProfileList } from './components/profile-list.tsx';
import { discoveryMessages } from './messages/index.ts';

/** /FindInvestor: the 'Investors Hall of Fame', where a Hustler can Ignite an investor. */
export function FindInvestorPage() {
  const m = useMessages(discoveryMessages);
  const t = useContractText();
  const query = useProfileList('investors');
  const canIgnite = useSession()?.role === 'Hustler';
  return (
    <div>
      <PageMeta title={m.investorsTitle} robots="noindex" />
      <PageIntro
        eyebrow={m.investorsEyebrow}
        title={m.investorsTitle}
        intro={canIgnite ? m.investorsIntroForHustler : m.investorsIntro}
      />
      <ProfileList
        query={query}
        loadingLabel={m.loadingInvestors}
        emptyText={t(MESSAGES.lists.investorsEmpty)}
        renderError={() => <RoleListError />}
        renderCard={(user) => <InvestorCard user={user} canIgnite={canIgnite} />}
      />
    </div>
  );
}
