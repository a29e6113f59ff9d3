import { useId, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { videosWords } from '../words/index.ts';

/** Longer than this, or more than three lines, and the text starts clamped with 'Show more'. */
const CLAMP_AFTER_CHARACTERS = 160;

/** Text clamped to three lines, with a button to read the rest; line breaks kept. */
export function ExpandableText({
  text,
  className,
  whole = false,
}: {
  text: string;
  className?: string;
  /** Shown whole, never clamped (a video's own page). */
  whole?: boolean;
}) {
  const m = useWords(videosWords);
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = !whole && (text.length > CLAMP_AFTER_CHARACTERS || text.split('\n').length > 3);
  return (
    <div className={className}>
      <p
        id={id}
        className={cn(
          'whitespace-pre-line break-words text-ink-600 text-sm leading-relaxed',
          long && !expanded && 'line-clamp-3',
        )}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 font-semibold text-brand-700 text-sm hover:underline"
        >
          {expanded ? m.showLess : m.showMore}
        </button>
      ) : null}
    </div>
  );
}
