import type { IgniteStatus } from '@ideaignite/contract';
import { Check, X } from 'lucide-react';
import { statusLabels } from '../../../components/connects/status-chip.tsx';
import { componentsWords } from '../../../components/words/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { connectsWords } from '../words/index.ts';

const STEP_KEYS = ['sent', 'viewed', 'answered', 'connected'] as const;

type StepState = 'done' | 'current' | 'todo' | 'stopped';

/** How far along each status is: Sent, Viewed, Meeting requested or Passed, Connected. */
const REACHED: Record<IgniteStatus, number> = { new: 0, viewed: 1, meeting: 2, passed: 2, connected: 3 };

/**
 * An Ignite's steps (New → Viewed → Meeting requested / Passed → Connected) as an ordered list:
 * the steps behind are ticked, the one it is at stands out (aria-current="step"), a pass ends it.
 */
export function StepTracker({ status, label }: { status: IgniteStatus; label: string }) {
  const m = useWords(connectsWords);
  const words = statusLabels(useWords(componentsWords));
  const reached = REACHED[status];
  const passed = status === 'passed';
  const steps = [
    m.stepSent,
    words.viewed,
    passed ? words.passed : reached >= 2 ? words.meeting : m.stepAnswered,
    words.connected,
  ];
  const stateOf = (index: number): StepState => {
    if (passed && index === 2) return 'stopped';
    if (index < reached || (index === reached && status === 'connected')) return 'done';
    if (index === reached) return 'current';
    return 'todo';
  };

  return (
    <ol aria-label={label} className="flex w-full items-start">
      {steps.map((step, index) => {
        const state = stateOf(index);
        const last = index === steps.length - 1;
        return (
          <li
            key={STEP_KEYS[index]}
            aria-current={state === 'current' || state === 'stopped' ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center gap-1.5 text-center"
          >
            {last ? null : (
              <span
                aria-hidden
                className={cn(
                  'absolute top-3.5 left-1/2 h-0.5 w-full',
                  index < reached && !(passed && index >= 2) ? 'bg-leaf-500' : 'bg-ink-200',
                )}
              />
            )}
            <span
              aria-hidden
              className={cn(
                'relative z-10 flex size-7 items-center justify-center rounded-full font-bold text-xs ring-4 ring-white',
                state === 'done' && 'bg-leaf-600 text-white',
                state === 'current' && 'bg-saffron-500 text-white',
                state === 'stopped' && 'bg-ink-600 text-white',
                state === 'todo' && 'bg-ink-100 text-ink-500',
              )}
            >
              {state === 'done' ? (
                <Check className="size-4" />
              ) : state === 'stopped' ? (
                <X className="size-4" />
              ) : (
                index + 1
              )}
            </span>
            <span
              className={cn(
                'px-1 text-xs leading-tight',
                state === 'todo' ? 'text-ink-500' : 'font-semibold text-ink-900',
                passed && index === 3 && 'line-through',
              )}
            >
              {step}
              {state === 'done' ? <span className="sr-only">{`, ${m.stepDone}`}</span> : null}
              {state === 'current' || state === 'stopped' ? (
                <span className="sr-only">{`, ${m.stepNow}`}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
