import { COMPLETENESS_WORDS, type CompletenessItem } from '@ideaignite/contract';
import { ChevronRight, Circle, Rocket, Video, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { completenessLink } from './completeness-links.ts';
import { ProgressRing } from './progress-ring.tsx';
import { completenessWords } from './words/index.ts';

/** How many missing items the first-run checklist lists. */
export const CHECKLIST_SIZE = 4;

export interface CompletenessCardProps {
  score: number;
  missing: readonly CompletenessItem[];
  /**
   * `card`: the score as a ring and every missing item (the dashboard, the own profile).
   * `checklist`: the first-run "Get started" list of the top few items, which can be hidden.
   */
  variant?: 'card' | 'checklist';
  /** Hides the checklist for good (the checklist only). */
  onDismiss?: () => void;
  /** Focus goes to the heading when drawn (after the checklist was hidden, its button gone). */
  focusHeading?: boolean;
  className?: string;
}

/**
 * The profile's completeness: its score, with a text equivalent, and the items still missing,
 * each a link to where it is done. Nothing at all at 100 %.
 */
export function CompletenessCard({
  score,
  missing,
  variant = 'card',
  onDismiss,
  focusHeading = false,
  className,
}: CompletenessCardProps) {
  const m = useWords(completenessWords);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  if (score >= 100 || missing.length === 0) return null;
  const checklist = variant === 'checklist';
  const shown = checklist ? missing.slice(0, CHECKLIST_SIZE) : missing;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('relative rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100', className)}
    >
      {checklist ? (
        <>
          <div className="flex items-start gap-3 pr-8">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-saffron-100 text-saffron-700">
              <Rocket aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 id={headingId} className="font-semibold text-ink-900 text-lg">
                {m.checklistHeading}
              </h2>
              <p className="mt-0.5 text-ink-600 text-sm leading-relaxed">{m.checklistIntro(shown.length)}</p>
            </div>
          </div>
          {onDismiss ? (
            <button
              type="button"
              onClick={onDismiss}
              aria-label={m.dismiss}
              title={m.dismiss}
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-saffron-500 focus-visible:outline-offset-2"
            >
              <X aria-hidden className="size-5" />
            </button>
          ) : null}
          <div className="mt-5">
            <p className="mb-2 font-medium text-ink-800 text-sm">{m.heading(score)}</p>
            <ProgressBar percent={score} label={m.ringLabel} valueText={m.heading(score)} />
          </div>
        </>
      ) : (
        <div className="flex items-center gap-4">
          <ProgressRing percent={score} label={m.ringLabel} valueText={m.heading(score)} />
          <div className="min-w-0">
            <h2
              id={headingId}
              ref={heading}
              tabIndex={-1}
              className="font-semibold text-ink-900 text-lg focus:outline-none"
            >
              {m.heading(score)}
            </h2>
            <p className="mt-0.5 text-ink-600 text-sm leading-relaxed">{m.intro}</p>
          </div>
        </div>
      )}
      <MissingItems items={shown} />
      {checklist && missing.length > shown.length ? (
        <p className="mt-3 text-ink-500 text-xs">{m.moreToDo(missing.length - shown.length)}</p>
      ) : null}
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
