import { Flame, Lightbulb, MessagesSquare, PlaySquare, TrendingUp, UsersRound } from 'lucide-react';
import { useWords } from '../../lib/i18n/words.ts';
import { SectionHeading } from './section-heading.tsx';
import { landingWords } from './words/index.ts';

/** The features' icons, in the order of their words (`features.items` in the catalogue). */
const icons = [Lightbulb, UsersRound, TrendingUp, PlaySquare, MessagesSquare, Flame];

export function FeaturesSection() {
  const m = useWords(landingWords).features;
  return (
    <section
      id="how-it-helps"
      aria-labelledby="features-title"
      className="scroll-mt-20 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow={m.eyebrow} title={m.title}>
          {m.intro}
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {m.items.map(({ title, text }, index) => {
            const Icon = icons[index] ?? Lightbulb;
            return (
              <li
                key={title}
                className="group rounded-card border border-ink-100 bg-ink-50/50 p-6 transition-shadow hover:shadow-card sm:p-7"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-saffron-500 text-white shadow-sm">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
