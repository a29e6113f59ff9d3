import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { ProfileFact } from '../profile-facts.ts';
import { profilesWords } from '../words/index.ts';

/** A profile's filled-in fields as a labelled list; `empty` shows when there is nothing yet. */
export function ProfileDetails({
  facts,
  empty,
  footer,
}: {
  facts: ProfileFact[];
  empty: ReactNode;
  footer?: ReactNode;
}) {
  const m = useWords(profilesWords);
  return (
    <section
      aria-labelledby="profile-details-heading"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8"
    >
      <h2 id="profile-details-heading" className="font-semibold text-lg">
        {m.about}
      </h2>
      {facts.length === 0 ? (
        <div className="mt-3 text-ink-600 leading-relaxed">{empty}</div>
      ) : (
        <dl className="mt-5 grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label} className={cn(fact.kind !== 'short' && 'sm:col-span-2')}>
              <dt className="font-medium text-ink-500 text-xs uppercase tracking-wide">{fact.label}</dt>
              <dd className="mt-1.5 text-ink-900">
                {fact.kind === 'chips' ? (
                  <ul className="flex flex-wrap gap-2">
                    {fact.value.map((item) => (
                      <li
                        key={item}
                        className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-sm"
                      >
                        {item}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p
                    className={cn(
                      'break-words',
                      fact.kind === 'long' && 'whitespace-pre-line leading-relaxed',
                    )}
                  >
                    {fact.href ? (
                      <a href={fact.href} className="font-medium text-brand-700 hover:underline">
                        {fact.value}
                      </a>
                    ) : (
                      fact.value
                    )}
                  </p>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {footer}
    </section>
  );
}
