import { ArrowRight, MessageCircle, Rocket, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { feedWords } from '../words/index.ts';

/** The spec's job seeker message, and what a job seeker can already use today. */
export function JobseekerWelcome() {
  const m = useWords(feedWords);
  const nextSteps = [
    { to: PATHS.findHustler, label: m.stepStartups, text: m.stepStartupsText, icon: Rocket },
    { to: PATHS.messages, label: m.stepMessages, text: m.stepMessagesText, icon: MessageCircle },
    { to: PATHS.profile, label: m.stepProfile, text: m.stepProfileText, icon: UserRound },
  ];
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="coming-soon-heading"
        className="relative isolate overflow-hidden rounded-card bg-brand-900 p-6 text-white shadow-card sm:p-8"
      >
        <div
          aria-hidden
          className="-top-20 -right-20 -z-10 pointer-events-none absolute size-64 rounded-full bg-saffron-500/20 blur-3xl"
        />
        <h2 id="coming-soon-heading" className="flex items-center gap-2 font-semibold text-lg text-white">
          <Sparkles aria-hidden className="size-5 text-saffron-300" />
          {m.comingSoonHeading}
        </h2>
        <p className="mt-2 max-w-xl text-brand-100 leading-relaxed">{m.comingSoon}</p>
      </section>
      <section aria-labelledby="already-here-heading">
        <h2 id="already-here-heading" className="font-bold text-ink-900 text-xl">
          {m.alreadyHereHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {nextSteps.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 transition hover:ring-saffron-300 sm:flex-col sm:gap-0"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-saffron-100 text-saffron-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="min-w-0 sm:mt-4">
                  <span className="flex items-center gap-1 font-semibold text-ink-900">
                    {label}
                    <ArrowRight
                      aria-hidden
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="mt-1 block text-ink-600 text-sm leading-relaxed">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
