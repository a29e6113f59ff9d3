import { PRODUCT_NAME } from '@ideaignite/contract';
import { PageMeta } from '../../components/page-meta.tsx';
import { CtaBand } from './cta-band.tsx';
import { PageHeader } from './page-header.tsx';
import { RoleCards } from './role-cards.tsx';

const steps = [
  {
    title: 'Create your free account',
    text: 'Sign up with your email and pick the role that fits you today: Hustler, Investor, Co-founder or Job Seeker.',
  },
  {
    title: 'Set up your profile',
    text: 'Add a photo, a short bio and what you bring: your project and its stage, your skills, or the sectors you invest in.',
  },
  {
    title: 'Share and explore',
    text: 'Post pitch videos, blogs and short talks. Browse profiles by role and join the conversation with likes and comments.',
  },
  {
    title: 'Connect and build',
    text: 'Message people in real time. Hustlers can Ignite an investor with one click, and every reply lands in your notifications.',
  },
];

export function ServicesPage() {
  return (
    <>
      <PageMeta title="Services" />
      <PageHeader eyebrow="Services" title={`How ${PRODUCT_NAME} works`}>
        <p>
          One community for the whole journey, from a rough idea to a funded team. Joining and posting is
          free, and you do not need a business plan to begin.
        </p>
      </PageHeader>

      <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="steps-title" className="text-2xl font-bold sm:text-3xl">
          Four steps from idea to connection
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-card border border-ink-100 bg-white p-6">
              <span
                aria-hidden
                className="inline-flex size-10 items-center justify-center rounded-full bg-saffron-500 text-base font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-pretty">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="roles-title" className="bg-ink-100/60 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="roles-title" className="text-2xl font-bold sm:text-3xl">
            Choose your role
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-ink-600">
            Your role shapes your dashboard and who you meet first. Everyone shares the same community.
          </p>
          <div className="mt-10">
            <RoleCards />
          </div>
        </div>
      </section>

      <div className="pt-16">
        <CtaBand
          title="Find your people in minutes"
          text="Pick a role, set up your profile and start meeting founders, co-founders and investors today."
        />
      </div>
    </>
  );
}
