import { Flame, HandCoins, Lightbulb, UsersRound } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { authWords } from '../words/index.ts';

/** The deep-indigo pitch beside the sign-up and sign-in forms. */
export function BrandPanel({ className }: { className?: string }) {
  const m = useWords(authWords);
  const benefits = [
    { icon: Lightbulb, title: m.pitchTitle, text: m.pitchText },
    { icon: HandCoins, title: m.investorsTitle, text: m.investorsText },
    { icon: UsersRound, title: m.peopleTitle, text: m.peopleText },
  ];
  return (
    <section
      aria-labelledby="auth-brand-heading"
      className={cn(
        'relative isolate overflow-hidden bg-brand-900 px-6 py-10 text-white sm:px-10 lg:flex lg:flex-col lg:justify-center lg:px-12 lg:py-14',
        className,
      )}
    >
      <div
        aria-hidden
        className="-top-32 -right-32 -z-10 pointer-events-none absolute size-96 rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden
        className="-bottom-40 -left-24 -z-10 pointer-events-none absolute size-96 rounded-full bg-saffron-500/10 blur-3xl"
      />
      <p className="inline-flex items-center gap-2 self-start rounded-full bg-saffron-500/15 px-3 py-1 font-semibold text-saffron-300 text-xs uppercase tracking-wide ring-1 ring-saffron-400/30">
        <Flame aria-hidden className="size-3.5" />
        {m.brandBadge}
      </p>
      <h2
        id="auth-brand-heading"
        className="mt-6 font-bold text-2xl text-white leading-tight sm:text-3xl lg:text-4xl"
      >
        {m.brandHeading}
      </h2>
      <p className="mt-4 max-w-md text-brand-100 leading-relaxed">{m.brandIntro}</p>
      <ul className="mt-10 space-y-6">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-saffron-300 ring-1 ring-white/15">
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-white">{title}</span>
              <span className="mt-0.5 block text-brand-100 text-sm leading-relaxed">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
