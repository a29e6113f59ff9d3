import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Link } from 'react-router';
import { FAQ_ITEMS } from './faq-items.ts';
import { SectionHeading } from './section-heading.tsx';

export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <Accordion.Root
          type="single"
          collapsible
          className="mt-12 divide-y divide-ink-100 border-y border-ink-100"
        >
          {FAQ_ITEMS.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-5 text-left text-base font-semibold text-ink-900 hover:text-brand-700 sm:text-lg">
                  {item.question}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-ink-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="overflow-hidden pr-9 pb-5 leading-relaxed text-ink-600">
                {item.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <p className="mt-10 text-center text-ink-600">
          Still have a question?{' '}
          <Link to="/ContactUs" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Contact our team
          </Link>
        </p>
      </div>
    </section>
  );
}
