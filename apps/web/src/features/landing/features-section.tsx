import { Flame, Lightbulb, MessagesSquare, PlaySquare, TrendingUp, UsersRound } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const features = [
  {
    icon: Lightbulb,
    title: 'Pitch your ideas',
    text: 'Share your idea in a two-minute video or a short write-up. No deck, no business plan, no gatekeepers.',
  },
  {
    icon: UsersRound,
    title: 'Find co-founders',
    text: 'Search people by skills and vision, and meet the partner whose strengths complete your own.',
  },
  {
    icon: TrendingUp,
    title: 'Meet investors',
    text: 'Angels, VCs and community investors browse founders here, and they hear your pitch in your own words.',
  },
  {
    icon: PlaySquare,
    title: 'Videos, blogs and talks',
    text: 'Build in public. Post updates, lessons and quick thoughts, and learn from founders one step ahead.',
  },
  {
    icon: MessagesSquare,
    title: 'Real-time messages',
    text: 'Chat one to one the moment you find the right person. Notifications tell you when someone replies.',
  },
  {
    icon: Flame,
    title: 'Ignite',
    text: 'One click sends an investor your connection request. They are notified at once and can accept it to start talking.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="how-it-helps"
      aria-labelledby="features-title"
      className="scroll-mt-20 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="What you can do"
          title="Everything you need to build from day one"
        >
          One place to share your idea, build your team and get in front of the people who fund startups.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
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
          ))}
        </ul>
      </div>
    </section>
  );
}
