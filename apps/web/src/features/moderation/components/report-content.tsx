import type { ReportItem } from '@ideaignite/contract';
import { ExternalLink } from 'lucide-react';
import { Link } from '../../../components/link.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { moderationWords } from '../words/index.ts';

/** The reported item as it stands: title and text, hidden or deleted, its media, a link; a message among its neighbours. */
export function ReportContent({ report }: { report: ReportItem }) {
  const m = useWords(moderationWords);
  const { content } = report;
  return (
    <div className="mt-5 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100">
      <div className="flex flex-wrap items-center gap-2">
        {content.title ? <p className="font-semibold text-ink-900">{content.title}</p> : null}
        {content.hidden ? <Badge>{m.hidden}</Badge> : null}
        {content.gone ? <Badge>{m.gone}</Badge> : null}
      </div>
      {content.mediaUrl ? <Media target={report.target} url={content.mediaUrl} alt={m.mediaAlt} /> : null}
      {content.context.length > 0 ? (
        <ol aria-label={m.context} className="mt-3 flex flex-col gap-1.5">
          {content.context.map((message) => {
            const reported = message._id === report.targetId;
            const fromOwner = message.senderId === report.owner._id;
            return (
              <li
                key={message._id}
                aria-current={reported ? 'true' : undefined}
                className={cn(
                  'max-w-[85%] rounded-2xl px-3 py-1.5 text-sm',
                  fromOwner ? 'self-start bg-white ring-1 ring-ink-200' : 'self-end bg-brand-50',
                  reported && 'font-semibold ring-2 ring-danger-600',
                )}
              >
                {reported ? <span className="sr-only">{m.reportedMessage}: </span> : null}
                {message.text}
              </li>
            );
          })}
        </ol>
      ) : content.text ? (
        <p className="mt-2 line-clamp-6 whitespace-pre-line text-ink-800">{content.text}</p>
      ) : null}
      {content.link && !content.gone ? (
        <Link
          to={content.link}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 text-sm underline-offset-2 hover:underline"
        >
          {m.openItem}
          <ExternalLink aria-hidden className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-ink-200 px-2 py-0.5 font-semibold text-ink-800 text-xs">{children}</span>
  );
}

/** A video's first frame (its poster is not in the report), or a picture. */
function Media({ target, url, alt }: { target: ReportItem['target']; url: string; alt: string }) {
  return target === 'video' ? (
    // biome-ignore lint/a11y/useMediaCaption: members' uploads carry no captions; the moderator only needs to see it.
    <video src={url} controls preload="metadata" className="mt-3 max-h-56 rounded-lg bg-black" />
  ) : (
    <img src={url} alt={alt} loading="lazy" className="mt-3 max-h-56 rounded-lg object-cover" />
  );
}
