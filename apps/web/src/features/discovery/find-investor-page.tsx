import { WORDS } from '@ideaignite/contract';
import { useWords } from '../../lib/i18n/words.ts';
import { useSession } from '../../lib/use-session.ts';
import { DiscoveryPage } from './components/discovery-page.tsx';
import { InvestorCard } from './components/investor-card.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { discoveryWords } from './words/index.ts';

/** /FindInvestor: the 'Investors Hall of Fame', where a Hustler can Ignite an investor. */
export function FindInvestorPage() {
  const m = useWords(discoveryWords);
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
      emptyText={WORDS.lists.investorsEmpty}
      renderError={() => <RoleListError />}
      renderCard={(user) => <InvestorCard user={user} canIgnite={canIgnite} />}
    />
  );
}
