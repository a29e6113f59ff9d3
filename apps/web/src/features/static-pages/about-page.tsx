import { PRODUCT_NAME } from '@ideaignite/contract';
import { Gift, HandHeart, Lightbulb, MapPin, ShieldCheck, Sprout } from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { CtaBand } from './cta-band.tsx';
import { PageHeader } from './page-header.tsx';
import { staticPagesWords } from './words/index.ts';

export function AboutPage() {
  const m = useWords(staticPagesWords);
  const values = [
    { icon: Lightbulb, title: m.ideasTitle, text: m.ideasText },
    { icon: Gift, title: m.freeTitle, text: m.freeText },
    { icon: ShieldCheck, title: m.trustTitle, text: m.trustText },
    { icon: HandHeart, title: m.communityTitle, text: m.communityText },
    { icon: MapPin, title: m.allIndiaTitle, text: m.allIndiaText },
    { icon: Sprout, title: m.patientTitle, text: m.patientText },
  ];
  return (
    <>
      <PageMeta title={m.aboutTitle} />
      <PageHeader eyebrow={m.aboutEyebrow} title={m.aboutHeading}>
        <p>{m.aboutLead(PRODUCT_NAME)}</p>
      </PageHeader>

      <section aria-labelledby="mission-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 md:gap-16">
          <div>
            <h2 id="mission-title" className="text-2xl font-bold sm:text-3xl">
              {m.missionHeading}
            </h2>
            <p className="mt-4 text-xl leading-relaxed font-medium text-ink-800">{m.missionText}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">{m.storyHeading}</h2>
            <div className="mt-4 space-y-4 leading-relaxed text-ink-600">
              <p>{m.storyBegan(PRODUCT_NAME)}</p>
              <p>{m.storyBuilt}</p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="values-title" className="text-2xl font-bold sm:text-3xl">
            {m.valuesHeading}
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
          {m.indiaHeading}
        </h2>
        <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-ink-600">
          <p>{m.indiaEcosystem}</p>
          <p>{m.indiaGrit(PRODUCT_NAME)}</p>
        </div>
      </section>

      <CtaBand title={m.aboutCtaTitle} text={m.aboutCtaText} />
    </>
  );
}
