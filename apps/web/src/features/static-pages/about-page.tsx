import { PRODUCT_NAME } from '@ideaignite/contract';
import { Gift, HandHeart, Lightbulb, MapPin, ShieldCheck, Sprout } from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { CtaBand } from './cta-band.tsx';
import { PageHeader } from './page-header.tsx';

const values = [
  {
    icon: Lightbulb,
    title: 'Ideas over pedigree',
    text: 'A strong idea deserves a hearing whether it comes from an IIT hostel or a kirana shop counter. Your work speaks, not your surname or your college.',
  },
  {
    icon: Gift,
    title: 'Free to start',
    text: 'Joining, building a profile and posting your idea cost nothing. No business plan, no pitch deck and no gatekeeper standing between you and the community.',
  },
  {
    icon: ShieldCheck,
    title: 'Trust by design',
    text: 'Confirmed email addresses, clear rules, and privacy built on India’s Digital Personal Data Protection Act. You decide what you share and with whom.',
  },
  {
    icon: HandHeart,
    title: 'Community first',
    text: 'Founders who give feedback get better feedback. We reward generosity: thoughtful comments, honest advice and introductions that help someone else move forward.',
  },
  {
    icon: MapPin,
    title: 'Built for all of India',
    text: 'Great companies are being started in Indore, Kochi, Guwahati and Jaipur, not only in the metros. We build for founders wherever they are.',
  },
  {
    icon: Sprout,
    title: 'Patient, long-term thinking',
    text: 'Startups take years, not weekends. We help you find people who will stay the course with you, from the first sketch to the first crore of revenue.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageMeta title="About Us" />
      <PageHeader eyebrow="About us" title="Every great Indian company started as someone’s idea">
        <p>
          {PRODUCT_NAME} is where those ideas find their people: the co-founders, early teammates, mentors and
          investors who turn a spark into a startup.
        </p>
      </PageHeader>

      <section aria-labelledby="mission-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 md:gap-16">
          <div>
            <h2 id="mission-title" className="text-2xl font-bold sm:text-3xl">
              Our mission
            </h2>
            <p className="mt-4 text-xl leading-relaxed font-medium text-ink-800">
              No good idea in India should die for lack of a network. We connect people with ideas to the
              people who can help them build, fund and grow those ideas, openly and for free.
            </p>
          </div>
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">Our story</h2>
            <div className="mt-4 space-y-4 leading-relaxed text-ink-600">
              <p>
                {PRODUCT_NAME} began in Bengaluru with a simple observation. Across the country, in college
                hostels, small towns and busy offices, people carry ideas worth building. Yet mentors,
                co-founders and capital still reach mostly those who already know the right people.
              </p>
              <p>
                So we built one place where a founder can pitch in a two-minute video, a developer can find a
                mission worth joining, and an investor can discover a team before everyone else does.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="values-title" className="text-2xl font-bold sm:text-3xl">
            What we stand for
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {values.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-card border border-ink-100 bg-ink-50/60 p-6">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-saffron-100 text-saffron-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="india-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="india-title" className="text-2xl font-bold sm:text-3xl">
          Why India, why now
        </h2>
        <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-ink-600">
          <p>
            India has one of the largest startup ecosystems in the world, and a new generation of founders is
            building for Bharat: fintech for small traders, agritech for farmers, vernacular content for the
            next five hundred million internet users.
          </p>
          <p>
            Most of them start without a rich uncle or a Silicon Valley network. {PRODUCT_NAME} exists so that
            what decides a startup’s future is the strength of the idea and the grit of the team behind it.
          </p>
        </div>
      </section>

      <CtaBand
        title="Your idea deserves an audience"
        text="Create a free account in under a minute and share what you are building with founders and investors across India."
      />
    </>
  );
}
