import {
  APPLICATION_TIMELINE,
  type Application,
  type ApplicationStatus,
  JOB_LIMITS,
} from '@ideaignite/contract';
import { Check, Circle, CircleDot, XCircle } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { jobsWords } from '../words/index.ts';
import { applicationsWords } from './words/index.ts';

const ENDS = ['notSelected', 'withdrawn', 'noResponse'] as const satisfies readonly ApplicationStatus[];
type End = (typeof ENDS)[number];
const endOf = (status: ApplicationStatus): End | null =>
  (ENDS as readonly ApplicationStatus[]).includes(status) ? (status as End) : null;

const stepIndex = (status: ApplicationStatus) =>
  (APPLICATION_TIMELINE as readonly ApplicationStatus[]).indexOf(status);

/**
 * An application's steps: Applied → Viewed → Shortlisted → Interview → Offer → Hired, each done
 * (with its day), current or not yet reached; or, when it ended, the steps it reached and then the
 * end it took (Not selected with the reason, Withdrawn, No response). Each step says its state in
 * words and by its icon, never by colour alone.
 */
export function ApplicationTimeline({
  application,
  side,
}: {
  application: Pick<Application, 'status' | 'history' | 'rejectReason'>;
  /** Whose page: the applicant is told what an end means; the startup sees the bare steps. */
  side: 'applicant' | 'startup';
}) {
  const m = useWords(applicationsWords);
  const jobs = useWords(jobsWords);
  const locale = useLocale();
  const dayOf = (status: ApplicationStatus) => {
    const step = [...application.history].reverse().find((entry) => entry.status === status);
    return step ? formatDate(step.at, 'dayMonthYear', locale) : null;
  };
  const end = endOf(application.status);
  const reached = Math.max(
    0,
    ...application.history.map((step) => stepIndex(step.status)),
    stepIndex(application.status),
  );
  const steps = end ? APPLICATION_TIMELINE.slice(0, reached + 1) : APPLICATION_TIMELINE;

  return (
    <ol aria-label={m.timeline} className="flex flex-col gap-0 sm:flex-row sm:flex-wrap sm:gap-y-3">
      {steps.map((status, index) => {
        const day = dayOf(status);
        const state =
          index < reached || (end && index === reached)
            ? day
              ? 'done'
              : 'skipped'
            : index === reached
              ? 'now'
              : 'notYet';
        const Icon = state === 'done' || state === 'skipped' ? Check : state === 'now' ? CircleDot : Circle;
        return (
          <li key={status} className="flex items-start gap-2 py-1 sm:w-32 sm:shrink-0 sm:flex-col sm:gap-1">
            <span
              aria-hidden
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full ring-1',
                state === 'done' && 'bg-leaf-600 text-white ring-leaf-600',
                state === 'skipped' && 'bg-white text-leaf-600 ring-leaf-600',
                state === 'now' && 'bg-brand-600 text-white ring-brand-600',
                state === 'notYet' && 'bg-white text-ink-400 ring-ink-200',
              )}
            >
              <Icon className="size-3.5" />
            </span>
            <span className="min-w-0 text-sm">
              <span className={cn('block', state === 'notYet' ? 'text-ink-500' : 'font-medium text-ink-900')}>
                {jobs.applicationStatus[status]}
              </span>
              <span className="block text-ink-600 text-xs">
                {state === 'done' || (state === 'now' && day) ? day : null}
                <span className="sr-only">
                  {' '}
                  (
                  {state === 'done'
                    ? m.stepDone
                    : state === 'now'
                      ? m.stepNow
                      : state === 'skipped'
                        ? m.stepSkipped
                        : m.stepNotYet}
                  )
                </span>
              </span>
            </span>
          </li>
        );
      })}
      {end ? (
        <li className="flex items-start gap-2 py-1 sm:min-w-48 sm:flex-1 sm:flex-col sm:gap-1">
          <span
            aria-hidden
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-800 text-white ring-1 ring-ink-800"
          >
            <XCircle className="size-3.5" />
          </span>
          <span className="min-w-0 text-sm">
            <span className="block font-semibold text-ink-900">{m.endedAs(jobs.applicationStatus[end])}</span>
            <span className="block text-ink-600 text-xs">{dayOf(end)}</span>
            {end === 'notSelected' && application.rejectReason ? (
              <span className="mt-1 block text-ink-700">{m.reason(application.rejectReason)}</span>
            ) : null}
            {end === 'noResponse' && side === 'applicant' ? (
              <span className="mt-1 block text-ink-700">
                {m.noResponseExplained(JOB_LIMITS.noResponseDays)}
              </span>
            ) : null}
          </span>
        </li>
      ) : null}
    </ol>
  );
}
