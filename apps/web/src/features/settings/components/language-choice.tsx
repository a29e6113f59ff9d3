import { useState } from 'react';
import { chooseLocale } from '../../../lib/i18n/choose-locale.ts';
import { LANGUAGE_NAMES, LOCALES, type Locale, useLocale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { settingsMessages } from '../messages/index.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * Settings → Language: English or Hindi for this interface and, saved to the account, for its
 * emails and notifications. Choosing switches at once; focus stays on the chosen option.
 */
export function LanguageChoice() {
  const m = useMessages(settingsMessages);
  const locale = useLocale();
  const [pending, setPending] = useState<Locale | null>(null);
  const pick = (next: Locale) => {
    if (next === locale || pending) return;
    setPending(next);
    void chooseLocale(next)
      .catch(() => undefined)
      .finally(() => setPending(null));
  };
  return (
    <SettingsCard id="language-heading" heading={m.languageHeading} hint={m.languageHint}>
      <fieldset
        className="mt-5"
        aria-describedby="language-heading-hint"
        aria-busy={pending !== null || undefined}
      >
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
              {/* "हिन्दी" on an English page is in the device's font: no Devanagari font is fetched. */}
              <span
                lang={option}
                className={
                  option === 'hi-IN' && locale !== 'hi-IN' ? 'font-device font-semibold' : 'font-semibold'
                }
              >
                {LANGUAGE_NAMES[option]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsCard>
  );
}
