import { Clock, Mail, MapPin } from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { ContactForm } from './contact-form.tsx';
import { contactWords } from './words/index.ts';

export function ContactPage() {
  const m = useWords(contactWords);
  const details = [
    {
      icon: Mail,
      label: m.emailLabel,
      value: (
        <a href="mailto:hello@ideaignite.in" className="font-medium text-brand-700 hover:underline">
          hello@ideaignite.in
        </a>
      ),
    },
    { icon: MapPin, label: m.officeLabel, value: m.office },
    { icon: Clock, label: m.hoursLabel, value: m.hours },
  ];

  return (
    <>
      <PageMeta title={m.metaTitle} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.4fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{m.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{m.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-600">{m.intro}</p>
          <dl className="mt-10 space-y-6">
            {details.map(({ icon: Icon, label, value }) => (
              // A <dl> holds only <dt>/<dd> (in a <div>): the icon lives inside the term.
              <div key={label} className="relative min-h-11 pl-15">
                <dt className="text-sm font-semibold text-ink-900">
                  <span className="absolute top-0 left-0 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  {label}
                </dt>
                <dd className="mt-1 text-ink-600">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-10"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {m.formHeading}
          </h2>
          <p className="mt-2 text-sm text-ink-500">{m.formHint}</p>
          <div className="mt-8">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}
