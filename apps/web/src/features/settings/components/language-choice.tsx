import { useId, useState } from 'react';
import { chooseLocale } from '../../../lib/i18n/choose-locale.ts';
import { LANGUAGE_NAMES, LOCALES, type Locale, useLocale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { settingsMessages } from '../messages/index.ts';

/**
 * Settings → Language: English or Hindi for this interface and, saved to the account, for its
 * emails and notifications. Choosing switches at once; focus stays on the chosen option.
 */
export function LanguageChoice() {
  const m = useMessages(settingsMessages);
  const locale = useLocale();
  const [pending, setPending] = useState<Locale | null>(null);
  const hintId = useId();
  const pick = (next: Locale) => {
    if (next === locale || pending) return;
    setPending(next);
    void chooseLocale(next)
      .catch(() => undefined)
      .finally(() => setPending(null));
  };
  return (
    <section
      aria-labelledby="language-heading"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-7"
    >
      <h2 id="language-heading" className="font-bold text-xl">
        {m.languageHeading}
      </h2>
      <p id={hintId} className="mt-1 text-ink-600 text-sm">
        {m.languageHint}
      </p>
      <fieldset className="mt-5" aria-describedby={hintId} aria-busy={pending !== null || undefined}>
        <legend className="sr-only">{m.languageHeading}</legend>
        <div className="flex flex-wrap gap-3">
          {LOCALES.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-4 py-2.5 ring-1 ring-ink-200 has-checked:bg-saffron-50 has-checked:ring-2 has-checked:ring-saffron-500 has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 has-focus-visible:outline-offset-2"
            >
              <input
                type="radio"
                name="language"
                value={option}
                checked={(pending ?? locale) === option}
                onChange={() => pick(option)}
                className="size-4 accent-saffron-600 focus-visible:outline-none"
              />
              <span lang={option} className="font-semibold">
                {LANGUAGE_NAMES[option]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
