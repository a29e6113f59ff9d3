import { Handshake, SlidersHorizontal, Users } from 'lucide-react';
import { ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ForOtherRoles } from '../../components/for-other-roles.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryLoadState } from '../../components/query-load-state.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { dashboardPath, PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { useMatches } from './api/get-matches.ts';
import { MatchCard } from './components/match-card.tsx';
import { cofoundersWords } from './words/index.ts';

/**
 * /cofounders: my co-founder matches, best first, each with its score, its reasons and Invite.
 * Investors and job seekers are told whom it is for and led to their own dashboard.
 */
export function MatchesPage() {
  const m = useWords(cofoundersWords);
  const role = useSession()?.role;
  if (role !== 'Cofounder' && role !== 'Hustler') {
    return (
      <ForOtherRoles
        title={m.matchesTitle}
        text={m.forOthers}
        links={[{ to: dashboardPath(role), label: m.toDashboard }]}
      />
    );
  }
  return <Matches hustler={role === 'Hustler'} />;
}

function Matches({ hustler }: { hustler: boolean }) {
  const m = useWords(cofoundersWords);
  const { data, isPending, error, refetch } = useMatches();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageMeta title={m.matchesTitle} robots="noindex" />
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="font-semibold text-saffron-700 text-sm uppercase tracking-wide">{m.eyebrow}</p>
          <h1 className="mt-1.5 font-bold text-3xl sm:text-4xl">{m.matchesTitle}</h1>
          <p className="mt-2 text-ink-600 leading-relaxed">{m.matchesIntro}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ButtonLink to={PATHS.cofounderPreferences} variant="secondary" size="sm">
            <SlidersHorizontal aria-hidden className="size-4" />
            {m.editPreferences}
          </ButtonLink>
          <ButtonLink to={PATHS.networking} variant="secondary" size="sm">
            <Users aria-hidden className="size-4" />
            {m.networkingLink}
          </ButtonLink>
        </div>
      </div>
      {isPending || error ? (
        <QueryLoadState query={{ isPending, error, refetch }} loading={m.loadingMatches} />
      ) : data.needsPreferences ? (
        <EmptyState icon={SlidersHorizontal} text={hustler ? m.needsLookingHustler : m.needsPreferences}>
          <ButtonLink to={PATHS.cofounderPreferences}>{m.setPreferences}</ButtonLink>
        </EmptyState>
      ) : data.matches.length === 0 ? (
        <EmptyState icon={Handshake} text={m.noMatches}>
          <ButtonLink to={PATHS.cofounderPreferences}>{m.editPreferences}</ButtonLink>
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-ink-600 text-sm">{m.invitesLeft(data.remainingToday)}</p>
          <ul className="flex flex-col gap-4">
            {data.matches.map((match) => (
              <MatchCard key={match.person._id} match={match} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
