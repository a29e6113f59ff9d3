import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '../../components/link.tsx';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { SectionHeading } from './section-heading.tsx';
import { landingWords } from './words/index.ts';

/**
 * Nine questions, one open at a time (pressing the open one closes it): the WAI-ARIA accordion
 * pattern written out, a button with `aria-expanded` per question controlling its answer's region,
 * so the landing page needs no accordion library.
 */
export function FaqSection() {
  const m = useWords(landingWords).faq;
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section aria-labelledby="faq-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow={m.eyebrow} title={m.title} />
        <div className="mt-12 divide-y divide-ink-100 border-y border-ink-100">
          {m.items.map((item, index) => {
            const expanded = open === index;
            const trigger = `${id}-q${index}`;
            const panel = `${id}-a${index}`;
            return (
              <div key={item.question}>
                <h3>
                  <button
                    type="button"
                    id={trigger}
                    aria-expanded={expanded}
                    aria-controls={panel}
                    onClick={() => setOpen(expanded ? null : index)}
                    className="group flex w-full items-center justify-between gap-4 py-5 text-left text-base font-semibold text-ink-900 hover:text-brand-700 sm:text-lg"
                  >
                    {item.question}
                    <ChevronDown
                      aria-hidden
                      className={cn(
                        'size-5 shrink-0 text-ink-400 transition-transform duration-200',
                        expanded && 'rotate-180',
                      )}
                    />
                  </button>
                </h3>
                <section
                  id={panel}
                  aria-labelledby={trigger}
                  hidden={!expanded}
                  className="pr-9 pb-5 leading-relaxed text-ink-600"
                >
                  {item.answer}
                </section>
              </div>
            );
          })}
        </div>
        <p className="mt-10 text-center text-ink-600">
          {m.stillHaveQuestion}{' '}
          <Link
            to={PATHS.contact}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {m.contactTeam}
          </Link>
        </p>
      </div>
    </section>
  );
}
