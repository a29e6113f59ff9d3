import { ArrowRight, Check } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink, buttonClasses } from '../../components/button.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { landingWords } from './words/index.ts';

export function HeroSection() {
  const m = useWords(landingWords).hero;
  // The background photo is decoration: if it fails to load, the indigo gradient stands on its own.
  const [showBackdrop, setShowBackdrop] = useState(true);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {showBackdrop ? (
        <img
          src="/brand/mountain-bg.webp"
          // Same candidates as the preload in index.html, so the preloaded file is the one used.
          srcSet="/brand/mountain-bg-800.webp 800w, /brand/mountain-bg-1280.webp 1280w, /brand/mountain-bg.webp 1920w"
          sizes="(min-width: 1024px) 140vw, 100vw"
          width={1920}
          height={1080}
          alt=""
          aria-hidden
          fetchPriority="high"
          // Decoded with the frame that first paints the page, not a frame later.
          decoding="sync"
          onError={() => setShowBackdrop(false)}
          className="absolute inset-y-0 left-0 -z-20 h-full w-full max-w-none object-cover object-bottom lg:w-[140%]"
        />
      ) : null}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-b from-brand-900/90 via-brand-900/75 to-brand-900/30 lg:bg-linear-to-r lg:from-brand-900 lg:from-15% lg:via-brand-900/75 lg:via-45% lg:to-transparent lg:to-75%"
      />
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-24 sm:px-6 sm:pt-28 sm:pb-32 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-saffron-200 ring-1 ring-white/15">
            <span aria-hidden className="size-1.5 rounded-full bg-saffron-400" />
            {m.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold text-white sm:text-5xl lg:text-6xl"
          >
            {m.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-200 sm:text-xl">{m.intro}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={PATHS.signup} size="lg" className="h-13 px-7 text-base">
              {m.getStarted}
              <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
            <a
              href="#how-it-helps"
              className={buttonClasses(
                'ghost',
                'lg',
                'h-13 text-white ring-1 ring-white/25 hover:bg-white/10 hover:text-white',
              )}
            >
              {m.seeWhatYouCanDo}
            </a>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-sm text-ink-200 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {m.promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check aria-hidden className="size-4 text-saffron-400" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
