import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../components/button.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { staticPagesWords } from './words/index.ts';

/** The closing invitation on the About and Services pages. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  const m = useWords(staticPagesWords);
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-900 px-6 py-10 text-white shadow-card sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="cta-title" className="text-2xl font-bold text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-ink-200">{text}</p>
        </div>
        <ButtonLink to={PATHS.signup} size="lg" className="shrink-0">
          {m.getStarted}
          <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </div>
    </section>
  );
}
