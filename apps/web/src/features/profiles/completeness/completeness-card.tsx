import { COMPLETENESS_WORDS, type CompletenessItem } from '@ideaignite/contract';
import { ChevronRight, Circle, Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { completenessLink } from './completeness-links.ts';
import { ProgressRing } from './progress-ring.tsx';
import { completenessWords } from './words/index.ts';

export interface CompletenessCardProps {
  score: number;
  missing: readonly CompletenessItem[];
  className?: string;
}

/**
 * The profile's completeness (the dashboard, the own profile): its score as a ring, with a text
 * equivalent, and every item still missing, each a link to where it is done. Nothing at 100 %.
 * (The dashboard's first steps are its own "Get started" card: issue 26.)
 */
export function CompletenessCard({ score, missing, className }: CompletenessCardProps) {
  const m = useWords(completenessWords);
  const headingId = useId();
  if (score >= 100 || missing.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('relative rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100', className)}
    >
      <div className="flex items-center gap-4">
        <ProgressRing percent={score} label={m.ringLabel} valueText={m.heading(score)} />
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-ink-900 text-lg">
            {m.heading(score)}
          </h2>
          <p className="mt-0.5 text-ink-600 text-sm leading-relaxed">{m.intro}</p>
        </div>
      </div>
      <MissingItems items={missing} />
    </section>
  );
}

function MissingItems({ items }: { items: readonly CompletenessItem[] }) {
  const m = useWords(completenessWords);
  const t = useContractText();
  return (
    <ul aria-label={m.missingLabel} className="mt-5 divide-y divide-ink-100 border-ink-100 border-y">
      {items.map((item) => {
        const Icon = item === 'pitchVideo' ? Video : Circle;
        return (
          <li key={item}>
            <Link
              to={completenessLink(item)}
              className="group -mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-2.5 text-ink-800 text-sm transition-colors hover:bg-saffron-50 hover:text-saffron-800 focus-visible:outline-2 focus-visible:outline-saffron-500 focus-visible:outline-offset-0"
            >
              <Icon aria-hidden className="size-4 shrink-0 text-saffron-600" />
              <span className="min-w-0 flex-1 font-medium">{t(COMPLETENESS_WORDS[item])}</span>
              <ChevronRight
                aria-hidden
                className="size-4 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
