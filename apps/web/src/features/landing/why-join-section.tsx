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
import { SectionHeading } from './section-heading.tsx';

const reasons = [
  {
    icon: GraduationCap,
    title: 'Mentorship',
    text: 'Learn from founders and operators who have already walked the road.',
  },
  {
    icon: IndianRupee,
    title: 'Funding access',
    text: 'Get your idea in front of angels, VCs and community investors.',
  },
  {
    icon: ChartNoAxesCombined,
    title: 'Market validation',
    text: 'Test your idea with real feedback before you spend a rupee.',
  },
  {
    icon: Network,
    title: 'A network that works',
    text: 'Meet founders, builders and backers from every corner of India.',
  },
  {
    icon: Eye,
    title: 'Visibility',
    text: 'Your videos, blogs and talks put your work where people can find it.',
  },
  {
    icon: Trophy,
    title: 'Incubation programs and hackathons',
    text: 'Hear about incubators, challenges and hackathons that help teams move faster.',
  },
  {
    icon: Briefcase,
    title: 'Jobs and collaboration',
    text: 'Find early hires, interns and collaborators, or join a startup yourself.',
  },
  {
    icon: Sprout,
    title: 'Personal growth',
    text: 'Sharpen your pitch, your thinking and your leadership in public.',
  },
  {
    icon: HeartHandshake,
    title: 'Community support',
    text: 'Celebrate wins and get through setbacks with people who understand.',
  },
];

export function WhyJoinSection() {
  return (
    <section aria-labelledby="why-join-title" className="bg-brand-900 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-join-title"
          eyebrow="Why join"
          title="Nine reasons founders call this home"
          tone="light"
        >
          Whether you are sketching your first idea or raising your first round, the community has your back.
        </SectionHeading>
        <ul className="mt-14 grid gap-px overflow-hidden rounded-card bg-white/10 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 bg-brand-900 p-6 sm:p-7">
              <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-saffron-400" />
              <div>
                <h3 className="font-semibold text-white">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
