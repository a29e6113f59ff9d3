import { Compass } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { notFoundWords } from './words/index.ts';

export function NotFoundPage() {
  const m = useWords(notFoundWords);
  return (
    <>
      <PageMeta title={m.notFoundTitle} robots="noindex" />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-saffron-100 text-saffron-700">
          <Compass aria-hidden className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-saffron-700 uppercase">
          {m.notFoundEyebrow}
        </p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{m.notFoundTitle}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-600">{m.notFoundText}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to={PATHS.home} size="lg">
            {m.goHome}
          </ButtonLink>
          <ButtonLink to={PATHS.signin} variant="secondary" size="lg">
            {m.signIn}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
