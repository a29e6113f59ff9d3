import { useState } from 'react';
import { chooseLocale } from '../../../lib/i18n/choose-locale.ts';
import { LANGUAGE_NAMES, LOCALES, type Locale, useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { accountSettingsWords } from '../words/index.ts';
import { ChoiceOption } from './choice-option.tsx';
import { SettingsCard } from './settings-card.tsx';

/**
 * Settings → Language: English or Hindi for this interface and, saved to the account, for its
 * emails and notifications. Choosing switches at once; focus stays on the chosen option.
 */
export function LanguageChoice() {
  const m = useWords(accountSettingsWords);
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
            <ChoiceOption
              key={option}
              name="language"
              value={option}
              checked={(pending ?? locale) === option}
              onChange={() => pick(option)}
            >
              {/* "हिन्दी" on an English page is in the device's font: no Devanagari font is fetched. */}
              <span
                lang={option}
                className={
                  option === 'hi-IN' && locale !== 'hi-IN' ? 'font-device font-semibold' : 'font-semibold'
                }
              >
                {LANGUAGE_NAMES[option]}
              </span>
            </ChoiceOption>
          ))}
        </div>
      </fieldset>
    </SettingsCard>
  );
}
