import { LEGAL_EFFECTIVE_DATE } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates.ts';
import { useLocale } from '../../lib/i18n/locale.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { PageHeader } from './page-header.tsx';
import { staticPagesWords } from './words/index.ts';

/** A block of legal text: a paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  id: string;
  title: string;
  body: LegalBlock[];
}

/** What a legal page shows under its title: the lead paragraph and the numbered sections. */
export interface LegalDocumentText {
  intro: string;
  sections: LegalSection[];
}

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Turns e-mail addresses in legal prose into mailto links. */
function withEmailLinks(text: string): ReactNode[] {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a key={part + String(index)} href={`mailto:${part}`} className="font-medium text-brand-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** Terms and Privacy share this layout: title, effective date, a contents list and numbered sections. */
export function LegalDocument({ title, intro, sections }: { title: string } & LegalDocumentText) {
  const m = useWords(staticPagesWords);
  const locale = useLocale();
  return (
    <>
      <PageHeader eyebrow={m.legalEyebrow} title={title}>
        <p className="text-base font-medium text-ink-700">
          {m.effectiveDate(formatDate(LEGAL_EFFECTIVE_DATE, 'calendarDay', locale))}
        </p>
        <p className="mt-3 text-base">{intro}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label={m.contents} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{m.contents}</h2>
          <ol className="mt-4 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-ink-700 hover:text-brand-700 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold sm:text-2xl">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-ink-700">
                {section.body.map((block) =>
                  typeof block === 'string' ? (
                    <p key={block}>{withEmailLinks(block)}</p>
                  ) : (
                    <ul
                      key={block.list.join('|')}
                      className="list-disc space-y-2 pl-6 marker:text-saffron-500"
                    >
                      {block.list.map((item) => (
                        <li key={item}>{withEmailLinks(item)}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
