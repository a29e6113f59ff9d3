import { REPORT_REASONS, type ReportItem } from '@ideaignite/contract';
import { useId, useRef } from 'react';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { choiceLabel } from '../../../lib/profile-labels.ts';
import { isHeldPosting } from '../held-posting.ts';
import { moderationWords } from '../words/index.ts';
import { PersonLine } from './person-line.tsx';
import { ReportActions } from './report-actions.tsx';
import { ReportContent } from './report-content.tsx';

/** One report: what, why, by whom, about whom, the item in context, its history and the actions. */
export function ReportCard({
  report,
  onAnswer,
}: {
  report: ReportItem;
  onAnswer: (message: string) => void;
}) {
  const m = useWords(moderationWords);
  const t = useContractText();
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  const reason = t(choiceLabel(REPORT_REASONS, report.reason));
  const held = isHeldPosting(report);
  return (
    <article
      ref={card}
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} tabIndex={-1} className="font-bold text-xl">
          {m.heading(m.targets[report.target], reason)}
        </h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 font-semibold text-xs',
            report.status === 'open' ? 'bg-saffron-50 text-saffron-800' : 'bg-ink-100 text-ink-700',
          )}
        >
          {m.statuses[report.status]}
        </span>
      </div>
      <p className="mt-1 text-ink-600 text-sm">
        {m.reportCount(report.reportCount)} · {m.reported} <RelativeTime iso={report.createdAt} />
      </p>
      {held && report.status === 'open' ? <p className="mt-3 text-ink-700 text-sm">{m.heldNote}</p> : null}
      {report.details ? (
        <figure className="mt-4">
          <figcaption className="font-semibold text-ink-800 text-sm">
            {held ? m.heldWords : m.details}
          </figcaption>
          <blockquote className="mt-1 whitespace-pre-line border-saffron-400 border-l-4 pl-3 text-ink-800">
            {report.details}
          </blockquote>
        </figure>
      ) : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {report.reporter ? (
          <PersonLine label={m.reporter} person={report.reporter} />
        ) : (
          <div>
            <dt className="font-semibold text-ink-800 text-sm">{m.reporter}</dt>
            <dd className="mt-1 font-semibold text-ink-900">{m.platform}</dd>
          </div>
        )}
        <PersonLine label={m.owner} person={report.owner} suspended={report.owner.suspended} />
      </dl>
      <ReportContent report={report} />
      {report.actions.length > 0 ? (
        <section aria-label={m.history} className="mt-5">
          <h4 className="font-semibold text-ink-800 text-sm">{m.history}</h4>
          <ul className="mt-1 text-ink-600 text-sm">
            {report.actions.map((entry) => (
              <li key={`${entry.action}-${entry.createdAt}`}>
                {m.doneBy(m.done[entry.action], entry.admin.name || m.unnamed)} ·{' '}
                <RelativeTime iso={entry.createdAt} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ReportActions report={report} card={card} onAnswer={onAnswer} />
    </article>
  );
}
