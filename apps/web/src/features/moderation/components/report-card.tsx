import { type ItemReport, REPORT_REASONS, type ReportItem } from '@ideaignite/contract';
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

/**
 * One reported item (issue 26): what and about whom, each of its reports (by whom, why, when, what
 * they wrote), the item in context, its history and the actions, which decide all its open reports.
 */
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
  const reportsId = useId();
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
      <dl className="mt-4">
        <PersonLine label={m.owner} person={report.owner} suspended={report.owner.suspended} />
      </dl>
      <section aria-labelledby={reportsId} className="mt-5">
        <h4 id={reportsId} className="font-semibold text-ink-800 text-sm">
          {m.reportsHeading(report.reports.length)}
        </h4>
        <ul className="mt-2 flex flex-col gap-3">
          {report.reports.map((entry) => (
            <li key={entry._id} className="rounded-xl p-3 ring-1 ring-ink-100">
              <ItemReportLine entry={entry} />
            </li>
          ))}
        </ul>
      </section>
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

/** One of an item's reports: who filed it (or the platform), why, when, its outcome once closed, their words. */
function ItemReportLine({ entry }: { entry: ItemReport }) {
  const m = useWords(moderationWords);
  const t = useContractText();
  const platform = entry.reporter === null;
  return (
    <>
      <dl>
        {entry.reporter ? (
          <PersonLine label={m.reporter} person={entry.reporter} />
        ) : (
          <div>
            <dt className="font-semibold text-ink-800 text-sm">{m.reporter}</dt>
            <dd className="mt-1 font-semibold text-ink-900">{m.platform}</dd>
          </div>
        )}
      </dl>
      <p className="mt-1 text-ink-600 text-sm">
        {t(choiceLabel(REPORT_REASONS, entry.reason))} · {m.reported} <RelativeTime iso={entry.createdAt} />
        {entry.status === 'open' ? null : ` · ${m.statuses[entry.status]}`}
      </p>
      {entry.details ? (
        <figure className="mt-2">
          <figcaption className="font-semibold text-ink-800 text-sm">
            {platform ? m.heldWords : m.details}
          </figcaption>
          <blockquote className="mt-1 whitespace-pre-line border-saffron-400 border-l-4 pl-3 text-ink-800">
            {entry.details}
          </blockquote>
        </figure>
      ) : null}
    </>
  );
}
