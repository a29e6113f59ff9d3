import { PRODUCT_NAME } from '@ideaignite/contract';
import { PageMeta } from '../../components/page-meta.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { CtaBand } from './cta-band.tsx';
import { PageHeader } from './page-header.tsx';
import { RoleCards } from './role-cards.tsx';
import { staticPagesWords } from './words/index.ts';

export function ServicesPage() {
  const m = useWords(staticPagesWords);
  const steps = [
    { title: m.signUpTitle, text: m.signUpText },
    { title: m.profileTitle, text: m.profileText },
    { title: m.shareTitle, text: m.shareText },
    { title: m.connectTitle, text: m.connectText },
  ];
  return (
    <>
      <PageMeta title={m.servicesTitle} />
      <PageHeader eyebrow={m.servicesTitle} title={m.servicesHeading(PRODUCT_NAME)}>
        <p>{m.servicesLead}</p>
      </PageHeader>

      <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="steps-title" className="text-2xl font-bold sm:text-3xl">
          {m.stepsHeading}
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
            {m.rolesHeading}
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-ink-600">{m.rolesLead}</p>
          <div className="mt-10">
            <RoleCards />
          </div>
        </div>
      </section>

      <div className="pt-16">
        <CtaBand title={m.servicesCtaTitle} text={m.servicesCtaText} />
      </div>
    </>
  );
}
