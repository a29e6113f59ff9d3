import {
  Briefcase,
  ChartNoAxesCombined,
  Eye,
  GraduationCap,
  HeartHandshake,
  IndianRupee,
  Network,
  Sprout,
  Trophy,
} from 'lucide-react';
import { useWords } from '../../lib/i18n/words.ts';
import { SectionHeading } from './section-heading.tsx';
import { landingWords } from './words/index.ts';

/** The reasons' icons, in the order of their words (`whyJoin.items` in the catalogue). */
const icons = [
  GraduationCap,
  IndianRupee,
  ChartNoAxesCombined,
  Network,
  Eye,
  Trophy,
  Briefcase,
  Sprout,
  HeartHandshake,
];

export function WhyJoinSection() {
  const m = useWords(landingWords).whyJoin;
  return (
    <section aria-labelledby="why-join-title" className="bg-brand-900 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="why-join-title" eyebrow={m.eyebrow} title={m.title} tone="light">
          {m.intro}
        </SectionHeading>
        <ul className="mt-14 grid gap-px overflow-hidden rounded-card bg-white/10 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-3">
          {m.items.map(({ title, text }, index) => {
            const Icon = icons[index] ?? Sprout;
            return (
              <li key={title} className="flex gap-4 bg-brand-900 p-6 sm:p-7">
                <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-saffron-400" />
                <div>
                  <h3 className="font-semibold text-white">{title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-ink-300">{text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
