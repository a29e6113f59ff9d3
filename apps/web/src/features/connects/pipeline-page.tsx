import { Flame } from 'lucide-react';
import { ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ForOtherRoles } from '../../components/for-other-roles.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryLoadState } from '../../components/query-load-state.tsx';
import { useConnections } from '../../lib/api/get-connections.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { dashboardPath, PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { IgniteFigures } from './components/ignite-figures.tsx';
import { PipelineCard } from './components/pipeline-card.tsx';
import { useLiveIgnites } from './use-live-ignites.ts';
import { connectsWords } from './words/index.ts';

/**
 * /pipeline, a Hustler's Ignites. Anyone else is told whom it is for and led to their own
 * dashboard (an investor to their inbox first), without loading Ignites they cannot have sent.
 */
export function PipelinePage() {
  const m = useWords(connectsWords);
  const role = useSession()?.role;
  if (role === 'Hustler') return <HustlerPipeline />;
  const dashboard = { to: dashboardPath(role), label: m.toDashboard };
  return role === 'Investor' ? (
    <ForOtherRoles
      title={m.pipelineTitle}
      text={m.pipelineForInvestor}
      links={[{ to: PATHS.ignites, label: m.openInbox }, dashboard]}
    />
  ) : (
    <ForOtherRoles title={m.pipelineTitle} text={m.pipelineForOthers} links={[dashboard]} />
  );
}

/** A Hustler's pipeline: their figures, then every Ignite sent with its steps, live. */
function HustlerPipeline() {
  const m = useWords(connectsWords);
  const { data, isPending, isError, error, refetch } = useConnections();
  useLiveIgnites();
  const sent = data?.sent ?? [];

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageMeta title={m.pipelineTitle} robots="noindex" />
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="font-semibold text-saffron-700 text-sm uppercase tracking-wide">
            {m.pipelineEyebrow}
          </p>
          <h1 className="mt-1.5 font-bold text-3xl sm:text-4xl">{m.pipelineTitle}</h1>
          <p className="mt-2 text-ink-600 leading-relaxed">{m.pipelineIntro}</p>
        </div>
        {sent.length > 0 ? (
          <ButtonLink to={PATHS.findInvestor} variant="secondary">
            <Flame aria-hidden className="size-4" />
            {m.exploreInvestors}
          </ButtonLink>
        ) : null}
      </div>
      <IgniteFigures side="hustler" />
      {isPending || isError ? (
        <QueryLoadState query={{ isPending, error, refetch }} loading={m.loadingPipeline} />
      ) : sent.length === 0 ? (
        <EmptyState icon={Flame} text={m.emptyPipeline}>
          <ButtonLink to={PATHS.findInvestor}>{m.exploreInvestors}</ButtonLink>
        </EmptyState>
      ) : (
        <ul aria-label={m.pipelineTitle} className="space-y-4">
          {sent.map((connection) => (
            <PipelineCard key={connection._id} connection={connection} />
          ))}
        </ul>
      )}
    </div>
  );
}
