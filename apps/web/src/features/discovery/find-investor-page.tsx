import { MESSAGES } from '@ideaignite/contract';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useSession } from '../../lib/use-session.ts';
import { DiscoveryPage } from './components/discovery-page.tsx';
import { InvestorCard } from './components/investor-card.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { discoveryMessages } from './messages/index.ts';

/** /FindInvestor: the 'Investors Hall of Fame', where a Hustler can Ignite an investor. */
export function FindInvestorPage() {
  const m = useMessages(discoveryMessages);
  const canIgnite = useSession()?.role === 'Hustler';
  return (
    <DiscoveryPage
      list="investors"
      metaTitle={m.investorsTitle}
      eyebrow={m.investorsEyebrow}
      title={m.investorsTitle}
      intro={canIgnite ? m.investorsIntroForHustler : m.investorsIntro}
      searchLabel={m.searchInvestors}
      searchPlaceholder={m.searchPlaceholder}
      loadingLabel={m.loadingInvestors}
      emptyText={MESSAGES.lists.investorsEmpty}
      renderError={() => <RoleListError />}
      renderCard={(user) => <InvestorCard user={user} canIgnite={canIgnite} />}
    />
  );
}
