import { Flame } from 'lucide-react';
import { ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useConnections } from '../../lib/api/get-connections.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { ConnectionsLoadState } from './components/connections-load-state.tsx';
import { IgniteFigures } from './components/ignite-figures.tsx';
import { PipelineCard } from './components/pipeline-card.tsx';
import { useLiveIgnites } from './use-live-ignites.ts';
import { connectsWords } from './words/index.ts';

/** /pipeline, a Hustler's Ignites: their figures, then every Ignite sent with its steps, live. */
export function PipelinePage() {
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
        <ConnectionsLoadState query={{ isPending, error, refetch }} loading={m.loadingPipeline} />
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
